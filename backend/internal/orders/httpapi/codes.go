package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "too_many_attempts", Text: MsgTooManyLookups},
		fault.Message{Code: "too_many_orders", Text: MsgTooManyOrders},
	)
}
