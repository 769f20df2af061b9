package httpapi

import (
	"math"
	"regexp"
	"time"

	"dhoni/internal/orders"
	"dhoni/internal/platform/money"
)

// orderRequest is the body of POST /api/orders. Every key may be missing:
// the orders' rules then say what is wrong in the specification's words.
// Keys the specification's client sends with a new order but the server
// decides (serverKeys, status, payment_status) are accepted and ignored; any
// other key is refused (decision 011).
type orderRequest struct {
	OrderNumber   *string          `json:"order_number" optional:"true"`
	Customer      *customerRequest `json:"customer" optional:"true"`
	Items         []itemRequest    `json:"items" optional:"true"`
	Subtotal      *float64         `json:"subtotal" optional:"true"`
	DeliveryFee   *float64         `json:"delivery_fee" optional:"true"`
	Total         *float64         `json:"total" optional:"true"`
	PaymentMethod *string          `json:"payment_method" optional:"true"`
	TransferSlip  *string          `json:"transfer_slip" optional:"true"`
	Notes         *string          `json:"notes" optional:"true"`
	// DiscountCode is the code the customer entered; Discount what the
	// browser showed it taking off (compared, never used).
	DiscountCode *string  `json:"discount_code" optional:"true"`
	Discount     *float64 `json:"discount" optional:"true"`

	serverKeys
	Status        any `json:"status" optional:"true"`
	PaymentStatus any `json:"payment_status" optional:"true"`
}

// serverKeys are the keys of an order as GET sends it that only the server
// ever sets; a body that sends them back has them accepted and ignored.
type serverKeys struct {
	ID            any `json:"id" optional:"true"`
	StatusHistory any `json:"status_history" optional:"true"`
	CreatedAt     any `json:"created_at" optional:"true"`
}

// productKeys are the keys of a line that the server copies from the
// product; a body that sends them back has them accepted and ignored.
type productKeys struct {
	Title   any `json:"title" optional:"true"`
	TitleDV any `json:"title_dv" optional:"true"`
	SKU     any `json:"sku" optional:"true"`
	Image   any `json:"image" optional:"true"`
}

type customerRequest struct {
	Name    *string         `json:"name" optional:"true"`
	Phone   *string         `json:"phone" optional:"true"`
	Email   *string         `json:"email" optional:"true"`
	Address *addressRequest `json:"address" optional:"true"`
}

type addressRequest struct {
	Atoll  *string `json:"atoll" optional:"true"`
	Island *string `json:"island" optional:"true"`
	// IslandUnlisted: the customer typed the island ("My island is not
	// listed"). Sent back by an admin's edit, it is ignored there.
	IslandUnlisted *bool   `json:"island_unlisted" optional:"true"`
	Street         *string `json:"street" optional:"true"`
	Directions     *string `json:"directions" optional:"true"`
}

// itemRequest is a line: product, size, colour (its name, or its hex as the
// cart keeps it), quantity, and the unit price the browser showed. A cart
// line's own keys (id, productKeys, hex) are accepted and ignored.
type itemRequest struct {
	ProductID *string `json:"product_id" optional:"true"`
	// TailorItemID makes the line tailor-made: the request's number.
	TailorItemID *string  `json:"tailor_item_id" optional:"true"`
	Size         *string  `json:"size" optional:"true"`
	Color        *string  `json:"color" optional:"true"`
	Quantity     *float64 `json:"quantity" optional:"true"`
	Price        *float64 `json:"price" optional:"true"`

	productKeys
	ID  any `json:"id" optional:"true"`
	Hex any `json:"hex" optional:"true"`
}

func text(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// amount reads an MVR amount the browser showed; one that is not a valid
// amount becomes -1 laari, which never equals a price, so it reads as
// "Prices have changed".
func amount(mvr *float64) *money.Laari {
	if mvr == nil {
		return nil
	}
	l, err := money.FromMVR(*mvr)
	if err != nil {
		l = -1
	}
	return &l
}

// quantity is the wire's number as a whole number, or 0 (refused by the
// rules) when it is not one.
func quantity(q *float64) int {
	if q == nil || *q != math.Trunc(*q) || math.Abs(*q) > 1e9 {
		return 0
	}
	return int(*q)
}

func (r orderRequest) checkout() orders.Checkout {
	c := orders.Checkout{
		OrderNumber: text(r.OrderNumber), PaymentMethod: text(r.PaymentMethod),
		TransferSlip: text(r.TransferSlip), Notes: text(r.Notes),
		Subtotal: amount(r.Subtotal), DeliveryFee: amount(r.DeliveryFee), Total: amount(r.Total),
		DiscountCode: text(r.DiscountCode), Discount: amount(r.Discount),
	}
	if r.Customer != nil {
		c.Customer = r.Customer.customer()
	}
	for _, it := range r.Items {
		c.Items = append(c.Items, orders.CheckoutItem{
			ProductID: text(it.ProductID), TailorItemID: text(it.TailorItemID), Size: text(it.Size), Color: text(it.Color),
			Quantity: quantity(it.Quantity), Price: amount(it.Price),
		})
	}
	return c
}

func (cu *customerRequest) customer() orders.Customer {
	c := orders.Customer{Name: text(cu.Name), Phone: text(cu.Phone), Email: text(cu.Email)}
	if a := cu.Address; a != nil {
		c.Address = orders.Address{
			Atoll: text(a.Atoll), Island: text(a.Island), Unlisted: a.IslandUnlisted != nil && *a.IslandUnlisted,
			Street: text(a.Street), Directions: text(a.Directions),
		}
	}
	return c
}

// fieldMessages rewords DecodeJSON's type messages ("Must be text") for the
// checkout form's fields in the specification's words. Paths are matched
// with list indexes as [].
var fieldMessages = map[string]string{
	"order_number":                     orders.MsgOrderNumber,
	"customer":                         orders.MsgName,
	"customer.name":                    orders.MsgName,
	"customer.phone":                   orders.MsgPhone,
	"customer.email":                   orders.MsgEmail,
	"customer.address":                 orders.MsgStreet,
	"customer.address.atoll":           orders.MsgAtoll,
	"customer.address.island":          orders.MsgIsland,
	"customer.address.island_unlisted": orders.MsgIsland,
	"customer.address.street":          orders.MsgStreet,
	"payment_method":                   orders.MsgPaymentMethod,
	"items":                            orders.MsgCartEmpty,
	"items[]":                          orders.MsgProductGone,
	"items[].product_id":               orders.MsgProductGone,
	"items[].tailor_item_id":           orders.MsgTailorGone,
	"items[].quantity":                 orders.MsgQuantity,
	"items[].size":                     orders.MsgSize,
	"items[].color":                    orders.MsgColor,
	"items[].price":                    orders.MsgPricesChanged,
	"subtotal":                         orders.MsgPricesChanged,
	"delivery_fee":                     orders.MsgPricesChanged,
	"total":                            orders.MsgPricesChanged,
}

var index = regexp.MustCompile(`\[\d+\]`)

// orderJSON is an order on the wire: the specification's server field names,
// money in MVR. id is the order number (spec section 3).
type orderJSON struct {
	ID            string             `json:"id"`
	OrderNumber   string             `json:"order_number"`
	Customer      customerJSON       `json:"customer"`
	Items         []itemJSON         `json:"items"`
	Subtotal      float64            `json:"subtotal"`
	DeliveryFee   float64            `json:"delivery_fee"`
	Total         float64            `json:"total"`
	PaymentMethod string             `json:"payment_method"`
	PaymentStatus string             `json:"payment_status"`
	TransferSlip  *string            `json:"transfer_slip"`
	Status        string             `json:"status"`
	Notes         string             `json:"notes"`
	StatusHistory []statusChangeJSON `json:"status_history"`
	CreatedAt     time.Time          `json:"created_at"`
	// TaxInvoice is present when the shop was GST-registered as the order
	// was placed.
	TaxInvoice *taxInvoiceJSON `json:"tax_invoice,omitempty"`
	// DiscountCode and Discount are set only on an order that used a code.
	DiscountCode string  `json:"discount_code,omitempty"`
	Discount     float64 `json:"discount,omitempty"`
}

type customerJSON struct {
	Name    string      `json:"name"`
	Phone   string      `json:"phone"`
	Email   string      `json:"email"`
	Address addressJSON `json:"address"`
}

type addressJSON struct {
	Atoll  string `json:"atoll"`
	Island string `json:"island"`
	// IslandUnlisted: the customer typed the island; the shop's list does
	// not have it.
	IslandUnlisted bool   `json:"island_unlisted"`
	Street         string `json:"street"`
	Directions     string `json:"directions"`
}

type itemJSON struct {
	ID        string  `json:"id"`
	ProductID string  `json:"product_id"`
	Title     string  `json:"title"`
	SKU       string  `json:"sku"`
	Size      string  `json:"size"`
	Color     string  `json:"color"`
	Quantity  int     `json:"quantity"`
	Price     float64 `json:"price"`
	// OriginalPrice is the unit price without the sale the line was sold
	// in; absent when it was sold at the product's own price.
	OriginalPrice *float64 `json:"original_price,omitempty"`
	Image         string   `json:"image"`
	// TailorItemID is set on a tailor-made line only.
	TailorItemID string `json:"tailor_item_id,omitempty"`
	// TitleDV is the product's Dhivehi title when the order was placed;
	// absent when it had none.
	TitleDV string `json:"title_dv,omitempty"`
}

type statusChangeJSON struct {
	Status string    `json:"status"`
	At     time.Time `json:"at"`
}

// toCustomerJSON is the order as its customer sees it: under the number
// they were given (orders.Order.CustomerNumber).
func toCustomerJSON(o *orders.Order) orderJSON {
	out := toOrderJSON(o)
	out.ID, out.OrderNumber = o.CustomerNumber(), o.CustomerNumber()
	return out
}

func toOrderJSON(o *orders.Order) orderJSON {
	c := o.Customer()
	out := orderJSON{
		ID: o.Number(), OrderNumber: o.Number(),
		Customer: customerJSON{Name: c.Name, Phone: c.Phone, Email: c.Email, Address: addressJSON{
			Atoll: c.Address.Atoll, Island: c.Address.Island, IslandUnlisted: c.Address.Unlisted,
			Street: c.Address.Street, Directions: c.Address.Directions,
		}},
		Items:    []itemJSON{},
		Subtotal: o.Subtotal().MVR(), DeliveryFee: o.DeliveryFee().MVR(), Total: o.Total().MVR(),
		PaymentMethod: string(o.PaymentMethod()), PaymentStatus: string(o.PaymentStatus()),
		Status: string(o.Status()), Notes: o.Notes(), StatusHistory: []statusChangeJSON{}, CreatedAt: o.CreatedAt(),
		TaxInvoice:   toTaxInvoiceJSON(o),
		DiscountCode: o.DiscountCode(), Discount: o.Discount().MVR(),
	}
	if slip := o.TransferSlip(); slip != "" {
		out.TransferSlip = &slip
	}
	for _, it := range o.Items() {
		item := itemJSON{
			ID: it.ID, ProductID: it.ProductID, Title: it.Title, TitleDV: it.TitleDV, SKU: it.SKU, Size: it.Size,
			Color: it.Color, Quantity: it.Quantity, Price: it.Price.MVR(), Image: it.Image, TailorItemID: it.TailorItemID,
		}
		if it.OriginalPrice > 0 {
			original := it.OriginalPrice.MVR()
			item.OriginalPrice = &original
		}
		out.Items = append(out.Items, item)
	}
	for _, h := range o.StatusHistory() {
		out.StatusHistory = append(out.StatusHistory, statusChangeJSON{Status: string(h.Status), At: h.At})
	}
	return out
}
