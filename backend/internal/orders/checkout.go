package orders

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"dhoni/internal/geography"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/phone"
	"dhoni/internal/platform/textcheck"
)

// Checkout is what a customer sends to place an order, as read from the
// wire. Nothing in it is trusted: NewOrder checks it and prices it from the
// catalog and the delivery fees.
type Checkout struct {
	// OrderNumber is the browser's, or empty for the server to make one.
	OrderNumber   string
	Customer      Customer
	Items         []CheckoutItem
	PaymentMethod string
	TransferSlip  string
	Notes         string
	// DiscountCode is the code the customer entered, or empty.
	DiscountCode string
	// Subtotal, DeliveryFee and Total are what the browser showed, nil when
	// it sent none. They are never used, only compared with the server's.
	Subtotal, DeliveryFee, Total *money.Laari
	// Discount is what the browser showed the code taking off, nil when
	// it sent none; never used, only compared.
	Discount *money.Laari
}

// CheckoutItem is a line the customer asks for.
type CheckoutItem struct {
	ProductID string
	// TailorItemID is the tailoring request of a tailor-made line; then
	// ProductID, Size and Color are not used.
	TailorItemID string
	// Size and Color as chosen; "N/A" (the cart's "no size") means none.
	Size, Color string
	// Quantity is 0 when the wire's was not a whole number.
	Quantity int
	// Price is the unit price the browser showed, nil when not sent; a
	// negative value when it was not a readable amount (so it never matches).
	Price *money.Laari
}

// notChosen is how the cart spells "no size chosen" (spec section 3).
const notChosen = "N/A"

// Tidy trims the text, normalises the phone and upper-cases the payment
// method; what it returns is what the rules judge and what the fingerprint
// is made of.
func (c Checkout) Tidy() Checkout {
	c.OrderNumber = strings.TrimSpace(c.OrderNumber)
	c.Customer.Name = textcheck.Trim(c.Customer.Name)
	c.Customer.Phone = strings.TrimSpace(c.Customer.Phone)
	c.Customer.Email = strings.TrimSpace(c.Customer.Email)
	a := &c.Customer.Address
	a.Atoll, a.Island = strings.TrimSpace(a.Atoll), strings.TrimSpace(a.Island)
	a.Street, a.Directions = strings.TrimSpace(a.Street), strings.TrimSpace(a.Directions)
	c.PaymentMethod = strings.ToUpper(strings.TrimSpace(c.PaymentMethod))
	c.TransferSlip = strings.TrimSpace(c.TransferSlip)
	c.Notes = strings.TrimSpace(c.Notes)
	c.DiscountCode = tidyCode(c.DiscountCode)
	items := make([]CheckoutItem, len(c.Items))
	for i, it := range c.Items {
		it.ProductID = strings.TrimSpace(it.ProductID)
		it.TailorItemID = strings.ToUpper(strings.TrimSpace(it.TailorItemID))
		it.Size, it.Color = chosen(it.Size), chosen(it.Color)
		items[i] = it
	}
	c.Items = items
	return c
}

func chosen(s string) string {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, notChosen) {
		return ""
	}
	return s
}

// Fingerprint identifies the content of a tidied checkout: customer, items
// (product, size, colour, quantity, in order), payment method, slip and
// notes. The browser's prices and totals are left out: they are never used.
// Two sends of one order number with the same fingerprint are the same
// order (docs/decisions/032).
func (c Checkout) Fingerprint() string {
	var b strings.Builder
	field := func(s string) {
		b.WriteString(strconv.Quote(s))
		b.WriteByte('\n')
	}
	field("order/v1")
	cu := c.Customer
	for _, s := range []string{cu.Name, phone.Normalize(cu.Phone), strings.ToLower(cu.Email),
		cu.Address.Atoll, cu.Address.Island, cu.Address.Street, cu.Address.Directions,
		c.PaymentMethod, c.TransferSlip, c.Notes} {
		field(s)
	}
	if c.DiscountCode != "" {
		// Only orders with a code carry it, so other orders' fingerprints
		// stay what they were.
		field("code:" + c.DiscountCode)
	}
	if cu.Address.Unlisted {
		// Only orders to an unlisted island carry it, so other orders'
		// fingerprints stay what they were.
		field("island:unlisted")
	}
	field(strconv.Itoa(len(c.Items)))
	for _, it := range c.Items {
		if it.TailorItemID != "" {
			// Only tailor-made lines carry it, so fingerprints of orders
			// without one stay what they were.
			field("tailor:" + it.TailorItemID)
		}
		field(it.ProductID)
		field(it.Size)
		field(it.Color)
		field(strconv.Itoa(it.Quantity))
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])
}

// Product is what an order needs to know about a product for sale (the
// catalog port gives it).
type Product struct {
	ID, Title, SKU string
	// TitleDV is the owner's Dhivehi title, or empty.
	TitleDV string
	// Price is the product's own price; Sale, when not nil, is the sale in
	// force as the order is placed.
	Price money.Laari
	Sale  *Sale
	// Image is the first picture's URL, or empty.
	Image  string
	Sizes  []string
	Colors []Color
	// Appliance: the product is in the appliances shop (it counts there
	// towards free delivery), not the clothing shop.
	Appliance bool
}

// Color is a colour a product comes in.
type Color struct{ Name, Hex string }

// Sale is a price below the product's own, in force as the order is
// placed, for every variant or only the one of Size (and Color, when set).
type Sale struct {
	Price       money.Laari
	Color, Size string
}

// UnitPrice is what one unit of the variant costs now: the sale price when
// the sale covers it, else the price.
func (p Product) UnitPrice(color, size string) money.Laari {
	s := p.Sale
	if s == nil || (s.Size != "" && !strings.EqualFold(s.Size, size)) || (s.Color != "" && !strings.EqualFold(s.Color, color)) {
		return p.Price
	}
	return s.Price
}

// PriceList is what an order is checked and priced against, read when it is
// placed: the catalog's products among those asked for, the atolls
// delivered to and the delivery fees.
type PriceList struct {
	Products map[string]Product
	// Tailored are the tailor-made lines' requests, by id.
	Tailored map[string]TailorItem
	Atolls   []geography.Atoll
	Fees     geography.FeeTable
	// Online is whether customers may pay online now (read only for an
	// order that asks to).
	Online bool
	// GST is the shop's GST registration now; the order keeps it.
	GST GST
	// Discount is what the checkout's code takes off, read before the
	// order's transaction; DiscountRefused is why it cannot be used.
	Discount        Discount
	DiscountRefused string
}

var email = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

// NewOrder checks a checkout against the rules (spec section 5) and prices
// it: every line at the catalog's price, the delivery fee for the chosen
// atoll (geography.Fee), the total as subtotal plus fee. This is the one
// place an order's money is computed. When the browser sent prices or totals
// that differ from the server's, the order is refused with "Prices have
// changed. Please review your order." on each such field. Every problem is
// reported at once, as a fault.Invalid error with a message per field path.
// The order starts pending, unpaid, with its first status history entry.
func NewOrder(number string, c Checkout, prices PriceList, now time.Time) (*Order, error) {
	if !ValidOrderNumber(number) {
		return nil, fmt.Errorf("new order: invalid order number %q", number)
	}
	c = c.Tidy()
	bad := fault.Problems{}
	now = clock.Stored(now)

	cu := c.Customer
	checkContact(&cu, bad)
	to, feeKnown := checkAddress(&cu.Address, prices, bad)
	checkStreet(cu.Address, bad)

	method := PaymentMethod(c.PaymentMethod)
	slip := ""
	switch {
	case !method.Valid():
		bad.Add("payment_method", MsgPaymentMethod)
	case method == Online && !prices.Online:
		bad.Add("payment_method", MsgOnlineOff)
	case method == BankTransfer && c.TransferSlip == "":
		bad.Add("transfer_slip", MsgSlipRequired)
	case method == BankTransfer:
		slip = c.TransferSlip
	}
	if utf8.RuneCountInString(c.Notes) > maxNotes {
		bad.Add("notes", msgAtMost(maxNotes))
	}

	items, basket, itemsOK := priceItems(number, c.Items, prices, bad)
	subtotal := basket.Clothing + basket.Appliances
	fee := geography.Fee(prices.Fees, to, basket).Fee
	var discount Discount
	if c.DiscountCode != "" && itemsOK {
		if prices.DiscountRefused != "" {
			bad.Add("discount_code", prices.DiscountRefused)
		}
		discount = prices.Discount
		if discount.FreeDelivery {
			fee = 0
		}
	}
	if itemsOK {
		compare(bad, "subtotal", c.Subtotal, subtotal)
		compare(bad, "discount", c.Discount, discount.Amount)
		if feeKnown {
			compare(bad, "delivery_fee", c.DeliveryFee, fee)
			_, _, total := prices.GST.Figures(subtotal - discount.Amount + fee)
			compare(bad, "total", c.Total, total)
		}
	}
	if err := bad.Err(); err != nil {
		return nil, err
	}
	return &Order{
		number: number, customer: cu, items: items, subtotal: subtotal, deliveryFee: fee,
		paymentMethod: method, paymentStatus: Unpaid, transferSlip: slip, status: Pending,
		notes: c.Notes, history: []StatusChange{{Status: Pending, At: now}},
		createdAt: now, updatedAt: now, fingerprint: c.Fingerprint(), gst: prices.GST,
		discountCode: discount.Code, discount: discount.Amount, freeDelivery: discount.FreeDelivery,
	}, nil
}

// checkAddress checks the atoll and island against the atolls delivered to,
// spells them as the list does, and returns where the order goes for its
// fee: ok is false when the atoll is not one of them. An island the
// customer typed as not listed is kept as typed, flagged, unless the list
// has it after all (then it is the listed one); its fee is the atoll's.
func checkAddress(a *Address, prices PriceList, bad fault.Problems) (to geography.Destination, ok bool) {
	var found *geography.Atoll
	for i, at := range prices.Atolls {
		if at.Name == a.Atoll {
			found = &prices.Atolls[i]
			break
		}
		if found == nil && strings.EqualFold(at.Name, a.Atoll) {
			found = &prices.Atolls[i]
		}
	}
	if a.Atoll == "" || found == nil {
		bad.Add("customer.address.atoll", MsgAtoll)
		if a.Island == "" {
			bad.Add("customer.address.island", MsgIsland)
		}
		return geography.Destination{Atoll: a.Atoll}, false
	}
	a.Atoll = found.Name
	island, listed := pick(found.Islands, a.Island)
	switch {
	case listed:
		a.Island, a.Unlisted = island, false
		return geography.Destination{Atoll: a.Atoll, Island: a.Island}, true
	case a.Unlisted && a.Island == "":
		bad.Add("customer.address.island", MsgUnlistedIsland)
	case a.Unlisted && utf8.RuneCountInString(a.Island) > geography.MaxNameLength:
		bad.Add("customer.address.island", msgAtMost(geography.MaxNameLength))
	case a.Island == "":
		bad.Add("customer.address.island", MsgIsland)
	case !a.Unlisted:
		bad.Add("customer.address.island", MsgIslandNotInAtoll)
	}
	return geography.Destination{Atoll: a.Atoll}, true
}

// checkContact checks the customer's name, phone and e-mail, and writes the
// phone in its one form.
func checkContact(cu *Customer, bad fault.Problems) {
	switch n := utf8.RuneCountInString(cu.Name); {
	case n < 2:
		bad.Add("customer.name", MsgName)
	case n > maxName:
		bad.Add("customer.name", msgAtMost(maxName))
	}
	if !phone.Valid(cu.Phone) {
		bad.Add("customer.phone", MsgPhone)
	}
	cu.Phone = phone.Normalize(cu.Phone)
	if cu.Email != "" && (len(cu.Email) > maxEmail || !email.MatchString(cu.Email)) {
		bad.Add("customer.email", MsgEmail)
	}
}

// checkStreet checks the street and the directions of an address.
func checkStreet(a Address, bad fault.Problems) {
	switch n := utf8.RuneCountInString(a.Street); {
	case n < 3:
		bad.Add("customer.address.street", MsgStreet)
	case n > maxStreet:
		bad.Add("customer.address.street", msgAtMost(maxStreet))
	}
	if utf8.RuneCountInString(a.Directions) > maxDirections {
		bad.Add("customer.address.directions", msgAtMost(maxDirections))
	}
}

// pick finds s in options, exactly or ignoring case, and returns the
// option's own spelling.
func pick(options []string, s string) (string, bool) {
	match := ""
	for _, o := range options {
		if o == s {
			return o, true
		}
		if match == "" && strings.EqualFold(o, s) {
			match = o
		}
	}
	return match, match != ""
}

// priceItems checks each line and prices it from the catalog, and returns
// what the lines come to per shop (tailor-made lines are clothing). ok is
// false when any line has a problem (then the totals are not compared: they
// could not match).
func priceItems(number string, in []CheckoutItem, prices PriceList, bad fault.Problems) ([]Item, geography.Basket, bool) {
	products := prices.Products
	var basket geography.Basket
	switch {
	case len(in) == 0:
		bad.Add("items", MsgCartEmpty)
		return nil, basket, false
	case len(in) > MaxItems:
		bad.Add("items", MsgTooManyItems)
		return nil, basket, false
	}
	ok := true
	items := make([]Item, 0, len(in))
	for i, it := range in {
		at := fmt.Sprintf("items[%d]", i)
		if it.TailorItemID != "" {
			item, lineOK := tailorItem(number, i, it, prices.Tailored, bad)
			ok = ok && lineOK
			if lineOK {
				items = append(items, item)
				basket.Clothing += item.LineTotal()
			}
			continue
		}
		p, exists := products[it.ProductID]
		if it.ProductID == "" || !exists {
			bad.Add(at+".product_id", MsgProductGone)
			ok = false
			continue
		}
		// require records msg on the line's field unless good holds.
		require := func(field, msg string, good bool) {
			if !good {
				bad.Add(at+"."+field, msg)
				ok = false
			}
		}
		require("quantity", MsgQuantity, it.Quantity >= MinQuantity && it.Quantity <= MaxQuantity)
		size, sizeOK := "", true
		if len(p.Sizes) > 0 {
			size, sizeOK = pick(p.Sizes, it.Size)
		}
		require("size", MsgSize, sizeOK)
		color, colorOK := "", true
		if len(p.Colors) > 0 {
			color, colorOK = pickColor(p.Colors, it.Color)
		}
		require("color", MsgColor, colorOK)
		price := p.UnitPrice(color, size)
		require("price", MsgPricesChanged, it.Price == nil || *it.Price == price)
		item := Item{
			ID: fmt.Sprintf("%s-%d", number, i+1), ProductID: p.ID, Title: p.Title, TitleDV: p.TitleDV, SKU: p.SKU,
			Size: size, Color: color, Quantity: it.Quantity, Price: price, Image: p.Image,
		}
		if price != p.Price {
			item.OriginalPrice = p.Price
		}
		items = append(items, item)
		if p.Appliance {
			basket.Appliances += item.LineTotal()
		} else {
			basket.Clothing += item.LineTotal()
		}
	}
	return items, basket, ok
}

// tailorItem checks a tailor-made line and prices it from its request: the
// request must exist, be quoted, be the customer's and not ordered yet; the
// quantity is 1.
func tailorItem(number string, i int, it CheckoutItem, tailored map[string]TailorItem, bad fault.Problems) (Item, bool) {
	at := fmt.Sprintf("items[%d]", i)
	t, exists := tailored[it.TailorItemID]
	switch {
	case !exists:
		bad.Add(at+".tailor_item_id", MsgTailorGone)
		return Item{}, false
	case t.Problem != "":
		bad.Add(at+".tailor_item_id", t.Problem)
		return Item{}, false
	case it.Quantity != 1:
		bad.Add(at+".quantity", MsgTailorQuantity)
		return Item{}, false
	case it.Price != nil && *it.Price != t.Price:
		bad.Add(at+".price", MsgPricesChanged)
		return Item{}, false
	}
	return Item{
		ID: fmt.Sprintf("%s-%d", number, i+1), TailorItemID: t.ID, Title: t.Title, SKU: t.ID,
		Quantity: 1, Price: t.Price,
	}, true
}

// pickColor finds the colour by name (ignoring case) or, failing that, by
// its hex code when only one colour has it (the cart keeps the hex).
func pickColor(colors []Color, s string) (string, bool) {
	if s == "" {
		return "", false
	}
	for _, c := range colors {
		if strings.EqualFold(c.Name, s) {
			return c.Name, true
		}
	}
	match := ""
	for _, c := range colors {
		if strings.EqualFold(c.Hex, s) {
			if match != "" {
				return "", false
			}
			match = c.Name
		}
	}
	return match, match != ""
}

func compare(bad fault.Problems, field string, sent *money.Laari, server money.Laari) {
	if sent != nil && *sent != server {
		bad.Add(field, MsgPricesChanged)
	}
}
