package httpapi

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"dhoni/internal/orders"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
)

// Dispatch day (docs/decisions/207): GET /api/orders/dispatch gathers the
// orders ready to go by island with their pick list; POST marks a batch of
// them shipped. Both are the admin's.

// dispatchIslandJSON is the orders going to one island.
type dispatchIslandJSON struct {
	Atoll  string              `json:"atoll"`
	Island string              `json:"island"`
	Orders []dispatchOrderJSON `json:"orders"`
}

// dispatchOrderJSON is an order with what the delivery person collects.
type dispatchOrderJSON struct {
	orderJSON
	// Collect is the amount due in cash on delivery (MVR), 0 when none.
	Collect float64 `json:"collect"`
}

type pickLineJSON struct {
	ProductID    string   `json:"product_id"`
	TailorItemID string   `json:"tailor_item_id,omitempty"`
	Title        string   `json:"title"`
	SKU          string   `json:"sku"`
	Size         string   `json:"size"`
	Color        string   `json:"color"`
	Quantity     int      `json:"quantity"`
	Orders       []string `json:"orders"`
}

type dispatchJSON struct {
	Islands []dispatchIslandJSON `json:"islands"`
	Picks   []pickLineJSON       `json:"picks"`
	Count   int                  `json:"count"`
	More    bool                 `json:"more"`
}

// shipBatchRequest is the body of POST /api/orders/dispatch.
type shipBatchRequest struct {
	OrderNumbers []string `json:"order_numbers"`
}

// shipBatchJSON is a bulk change's answer with the batch's name.
type shipBatchJSON struct {
	bulkJSON
	Batch string `json:"batch"`
}

// parseDispatchFilter reads ?status= (repeated or comma-separated;
// processing when absent) and ?payment= (paid_or_cod when absent).
func parseDispatchFilter(c *gin.Context) (orders.DispatchFilter, error) {
	f := orders.DispatchFilter{Payment: orders.PaidOrCOD}
	for _, v := range c.QueryArray("status") {
		for _, s := range strings.Split(v, ",") {
			if s = strings.TrimSpace(s); s != "" {
				f.Statuses = append(f.Statuses, orders.Status(s))
			}
		}
	}
	if _, given := c.GetQuery("status"); !given {
		f.Statuses = []orders.Status{orders.Processing}
	}
	if p, given := c.GetQuery("payment"); given {
		f.Payment = orders.PaymentCondition(strings.TrimSpace(p))
	}
	if !f.Payment.Valid() {
		return f, fault.InvalidFields(fault.MsgCheckFields, map[string]string{"payment": orders.MsgDispatchPayment})
	}
	return f, nil
}

func (h *Handler) dispatch(c *gin.Context) {
	f, err := parseDispatchFilter(c)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	d, err := h.service.Dispatch(c.Request.Context(), f)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	out := dispatchJSON{Islands: []dispatchIslandJSON{}, Picks: []pickLineJSON{}, More: d.More}
	for _, group := range d.Islands {
		g := dispatchIslandJSON{Atoll: group.Atoll, Island: group.Island, Orders: []dispatchOrderJSON{}}
		for _, o := range group.Orders {
			g.Orders = append(g.Orders, dispatchOrderJSON{orderJSON: toOrderJSON(o), Collect: o.CollectOnDelivery().MVR()})
		}
		out.Count += len(g.Orders)
		out.Islands = append(out.Islands, g)
	}
	for _, p := range d.Picks {
		out.Picks = append(out.Picks, pickLineJSON{
			ProductID: p.ProductID, TailorItemID: p.TailorItemID, Title: p.Title, SKU: p.SKU,
			Size: p.Size, Color: p.Color, Quantity: p.Quantity, Orders: p.Orders,
		})
	}
	c.JSON(http.StatusOK, out)
}

func (h *Handler) shipBatch(c *gin.Context) {
	var req shipBatchRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return
	}
	batch, results, err := h.service.ShipBatch(c.Request.Context(), req.OrderNumbers)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, shipBatchJSON{bulkJSON: toBulkJSON(results), Batch: batch})
}
