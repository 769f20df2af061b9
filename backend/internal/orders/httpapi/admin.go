package httpapi

import (
	"encoding/csv"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/orders"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/money"
)

// The admin's order management (spec section 2, Admin area: Orders):
// GET /api/orders, GET/PUT/DELETE /api/orders/{order_number} and
// GET /api/orders/export.csv, all behind the admin guard.

// maldives is the shop's time (UTC+5 all year, no daylight saving), fixed
// so that the export does not depend on the host's time zone data.
var maldives = time.FixedZone("MVT", 5*60*60)

// csvHeader is the export's first row: the spec's columns (section 9), then
// ItemColors, each line's colour as "SKU:Colour" in the order of Items
// (docs/decisions/208), then a tax invoice's figures (docs/decisions/209),
// then the discount code and its discount (docs/decisions/213).
var csvHeader = append([]string{
	"OrderNumber", "Date", "CustomerName", "CustomerPhone", "CustomerEmail", "Atoll", "Island", "Address",
	"Subtotal", "DeliveryFee", "Total", "PaymentMethod", "PaymentStatus", "OrderStatus", "Items",
	"ItemColors",
}, append(csvTaxHeader,
	// Added at the end, so that sheets made from earlier exports still line up.
	"DiscountCode", "Discount",
)...)

func (h *Handler) registerAdminRoutes(r *httpserver.Routes) {
	r.AdminRoute(http.MethodGet, "/orders", h.list)
	r.AdminRoute(http.MethodGet, "/orders/export.csv", h.export)
	r.AdminRoute(http.MethodPost, "/orders/bulk", h.bulk)
	r.AdminRoute(http.MethodGet, "/orders/dispatch", h.dispatch)
	r.AdminRoute(http.MethodPost, "/orders/dispatch", h.shipBatch)
	r.AdminRoute(http.MethodGet, "/orders/:order_number", h.get)
	r.AdminRoute(http.MethodPut, "/orders/:order_number", h.edit)
	r.AdminRoute(http.MethodDelete, "/orders/:order_number", h.remove)
}

func parseListFilter(c *gin.Context) (orders.ListFilter, error) {
	f := orders.ListFilter{Query: strings.TrimSpace(c.Query("q"))}
	bad := map[string]string{}
	f.Page, f.PerPage = httpserver.ReadPaging(c, orders.DefaultPerPage, bad)
	f.Status = httpserver.ReadChoice(c, "status", orders.Status.Valid, orders.MsgStatus, bad)
	if len(bad) > 0 {
		return f, fault.InvalidFields(fault.MsgCheckFields, bad)
	}
	return f, nil
}

// list answers a page of orders, how many match in X-Total-Count and, in
// X-Total-Capped, whether the count stopped there with more matching (a
// search counts up to 10,000 orders: decision 251).
func (h *Handler) list(c *gin.Context) {
	rows := func(p orders.Page) ([]*orders.Order, int) {
		c.Header("X-Total-Capped", strconv.FormatBool(p.Capped))
		return p.Orders, p.Total
	}
	httpserver.ServeList(c, parseListFilter, h.service.List, rows, toOrderJSON)
}

func (h *Handler) get(c *gin.Context) {
	o, events, err := h.service.Get(c.Request.Context(), c.Param("order_number"))
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, toOrderDetailJSON(o, events))
}

func (h *Handler) edit(c *gin.Context) {
	var req editRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	number := c.Param("order_number")
	if _, err := h.service.Edit(ctx, number, req.edit()); err != nil {
		httpserver.Fail(c, err)
		return
	}
	o, events, err := h.service.Get(ctx, number)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, toOrderDetailJSON(o, events))
}

// bulkRequest is the body of POST /api/orders/bulk: the orders, and the
// status they take or payment_status "paid".
type bulkRequest struct {
	OrderNumbers  []string `json:"order_numbers"`
	Status        *string  `json:"status" optional:"true"`
	PaymentStatus *string  `json:"payment_status" optional:"true"`
}

// bulkResultJSON is what a bulk change did to one order.
type bulkResultJSON struct {
	OrderNumber string `json:"order_number"`
	Outcome     string `json:"outcome"`
	Message     string `json:"message,omitempty"`
}

// bulkJSON is the answer of a bulk change: each order's outcome, in the
// order sent, and how many had each.
type bulkJSON struct {
	Results   []bulkResultJSON `json:"results"`
	Changed   int              `json:"changed"`
	Unchanged int              `json:"unchanged"`
	Refused   int              `json:"refused"`
}

func (h *Handler) bulk(c *gin.Context) {
	var req bulkRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return
	}
	results, err := h.service.EditMany(c.Request.Context(), orders.BulkChange{
		Numbers: req.OrderNumbers, Status: req.Status, PaymentStatus: req.PaymentStatus,
	})
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, toBulkJSON(results))
}

// toBulkJSON is each order's outcome with the counts.
func toBulkJSON(results []orders.BulkResult) bulkJSON {
	out := bulkJSON{Results: make([]bulkResultJSON, len(results))}
	for i, r := range results {
		out.Results[i] = bulkResultJSON{OrderNumber: r.Number, Outcome: string(r.Outcome), Message: r.Message}
		switch r.Outcome {
		case orders.BulkChanged:
			out.Changed++
		case orders.BulkUnchanged:
			out.Unchanged++
		case orders.BulkRefused:
			out.Refused++
		}
	}
	return out
}

func (h *Handler) remove(c *gin.Context) {
	httpserver.NoContent(c, h.service.Delete(c.Request.Context(), c.Param("order_number")))
}

// export streams every order as CSV, a page of orders at a time. Once the
// first row is out the status cannot change, so a later failure is logged
// and ends the file early.
func (h *Handler) export(c *gin.Context) {
	name := "orders-" + h.clock.Now().In(maldives).Format(time.DateOnly) + ".csv"
	hdr := c.Writer.Header()
	hdr.Set("Content-Type", "text/csv; charset=utf-8")
	hdr.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	hdr.Set("Cache-Control", "private, no-store")
	c.Status(http.StatusOK)
	w := csv.NewWriter(c.Writer)
	if err := w.Write(csvHeader); err != nil {
		return // the client went away
	}
	n := 0
	var row csvRow
	err := h.service.Export(c.Request.Context(), func(o *orders.Order) error {
		if err := w.Write(row.of(o)); err != nil {
			return err
		}
		if n++; n%100 == 0 {
			w.Flush()
			return w.Error()
		}
		return nil
	})
	w.Flush()
	if err == nil {
		err = w.Error()
	}
	if err != nil {
		logging.FromContext(c.Request.Context()).Warn("order export ended early", zap.Int("orders", n), zap.Error(err))
	}
}

// csvRow makes the export's rows, one after another, in the same cells:
// a million orders are written with their row's memory made once.
type csvRow struct {
	cells []string
	b     strings.Builder
}

// of is o's row, good until the next call.
func (r *csvRow) of(o *orders.Order) []string {
	cu := o.Customer()
	address := cu.Address.Street
	if d := cu.Address.Directions; d != "" {
		address += " (" + d + ")"
	}
	r.cells = append(r.cells[:0],
		o.Number(), o.CreatedAt().In(maldives).Format(time.RFC3339), cu.Name, cu.Phone, cu.Email,
		cu.Address.Atoll, cu.Address.Island, address,
		decimal(o.Subtotal()), decimal(o.DeliveryFee()), decimal(o.Total()),
		string(o.PaymentMethod()), o.PaymentLabel(), string(o.Status()),
		r.lines(o, func(it orders.Item) string { return strconv.Itoa(it.Quantity) }),
		r.lines(o, func(it orders.Item) string { return it.Color }),
	)
	r.cells = appendTaxCells(r.cells, o)
	r.cells = append(r.cells, o.DiscountCode(), decimal(o.Discount()))
	for i, cell := range r.cells {
		r.cells[i] = neutralise(cell)
	}
	return r.cells
}

// lines is "SKU:value; SKU:value" of o's lines.
func (r *csvRow) lines(o *orders.Order, value func(orders.Item) string) string {
	r.b.Reset()
	for i, it := range o.Items() {
		if i > 0 {
			r.b.WriteString("; ")
		}
		r.b.WriteString(it.SKU)
		r.b.WriteByte(':')
		r.b.WriteString(value(it))
	}
	return r.b.String()
}

// neutralise keeps a spreadsheet from reading a cell as a formula: one
// starting with = + - @, a tab or a carriage return gets a leading quote
// (OWASP, CSV injection). Phone numbers therefore read '+960....
func neutralise(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		return "'" + cell
	}
	return cell
}

// decimal is an amount with two decimals and no separators ("2250.00").
func decimal(l money.Laari) string {
	sign := ""
	if l < 0 {
		sign, l = "-", -l
	}
	cents := l % money.PerMVR
	pad := ""
	if cents < 10 {
		pad = "0"
	}
	return sign + strconv.FormatInt(int64(l/money.PerMVR), 10) + "." + pad + strconv.FormatInt(int64(cents), 10)
}

// editRequest is the body of PUT /api/orders/{order_number}: {status},
// {payment_status}, both, or the whole order as the admin's detail screen
// sends it back. Keys the server decides (serverKeys, order_number,
// subtotal, total, payment_method, transfer_slip, updated_at, events) are
// accepted and ignored.
type editRequest struct {
	Status        *string           `json:"status" optional:"true"`
	PaymentStatus *string           `json:"payment_status" optional:"true"`
	Customer      *customerRequest  `json:"customer" optional:"true"`
	Items         []editItemRequest `json:"items" optional:"true"`
	DeliveryFee   *float64          `json:"delivery_fee" optional:"true"`
	Notes         *string           `json:"notes" optional:"true"`

	serverKeys
	OrderNumber   any `json:"order_number" optional:"true"`
	Subtotal      any `json:"subtotal" optional:"true"`
	Total         any `json:"total" optional:"true"`
	PaymentMethod any `json:"payment_method" optional:"true"`
	TransferSlip  any `json:"transfer_slip" optional:"true"`
	UpdatedAt     any `json:"updated_at" optional:"true"`
	Events        any `json:"events" optional:"true"`
	DiscountCode  any `json:"discount_code" optional:"true"`
	Discount      any `json:"discount" optional:"true"`
}

// editItemRequest is a line of the order (by id) with its new quantity and
// unit price; the rest of a line as GET sends it is accepted and ignored.
type editItemRequest struct {
	ID       string  `json:"id"`
	Quantity float64 `json:"quantity"`
	Price    float64 `json:"price"`

	productKeys
	ProductID any `json:"product_id" optional:"true"`
	Product   any `json:"product" optional:"true"`
	Size      any `json:"size" optional:"true"`
	Color     any `json:"color" optional:"true"`
}

func (r editRequest) edit() orders.Edit {
	e := orders.Edit{Status: r.Status, PaymentStatus: r.PaymentStatus, Notes: r.Notes}
	if r.Customer != nil {
		c := r.Customer.customer()
		e.Customer = &c
	}
	if r.Items != nil {
		items := make([]orders.EditItem, len(r.Items))
		for i, it := range r.Items {
			q := it.Quantity
			items[i] = orders.EditItem{ID: it.ID, Quantity: quantity(&q), Price: *amount(&it.Price)}
		}
		e.Items = &items
	}
	if r.DeliveryFee != nil {
		e.DeliveryFee = amount(r.DeliveryFee)
	}
	return e
}

// orderDetailJSON is an order with the history of the admin's changes.
type orderDetailJSON struct {
	orderJSON
	Events []eventJSON `json:"events"`
}

type eventJSON struct {
	Who   string    `json:"who"`
	Field string    `json:"field"`
	From  string    `json:"from"`
	To    string    `json:"to"`
	At    time.Time `json:"at"`
}

func toOrderDetailJSON(o *orders.Order, events []orders.Event) orderDetailJSON {
	out := orderDetailJSON{orderJSON: toOrderJSON(o), Events: make([]eventJSON, len(events))}
	for i, e := range events {
		out.Events[i] = eventJSON{Who: e.Who, Field: e.Field, From: e.From, To: e.To, At: e.At}
	}
	return out
}
