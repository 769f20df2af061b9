package httpapi

import (
	"encoding/json"
	"sync"

	"dhoni/internal/orders"
)

// maxAnswers bounds the tracking answers kept; past it they are all
// forgotten and encoded again as they are asked for.
const maxAnswers = 10_000

// answers keeps each tracking answer's bytes by the order it encodes: the
// service hands out the same *orders.Order for as long as the stored order
// has not changed (decision 144), so every version of an order is encoded
// once, and a changed order, a new *orders.Order, is encoded anew.
type answers struct {
	mu      sync.RWMutex
	byOrder map[*orders.Order][]byte
}

// encode returns the JSON of toCustomerJSON(o), as c.JSON writes it.
func (a *answers) encode(o *orders.Order) ([]byte, error) {
	a.mu.RLock()
	b, ok := a.byOrder[o]
	a.mu.RUnlock()
	if ok {
		return b, nil
	}
	b, err := json.Marshal(toCustomerJSON(o))
	if err != nil {
		return nil, err
	}
	a.mu.Lock()
	if a.byOrder == nil || len(a.byOrder) >= maxAnswers {
		a.byOrder = map[*orders.Order][]byte{}
	}
	a.byOrder[o] = b
	a.mu.Unlock()
	return b, nil
}
