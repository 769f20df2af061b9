package catalog

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/textcheck"
)

// The specification's validation messages (section 5), word for word, and a
// few of our own where it has none.
const (
	msgTitle       = "Title must be at least 3 characters"
	msgTitleLong   = "Title must be at most 200 characters"
	msgDescription = "Description must be at least 10 characters"
	msgDescLong    = "Description must be at most 10000 characters"
	msgPrice       = "Price must be positive"
	msgPriceLarge  = "Price is too large"
	msgSKU         = "SKU is required"
	msgSKULong     = "SKU must be at most 64 characters"
	msgCategory    = "Please select a category"
	msgSizes       = "Please select at least one size"
	msgSizeUnknown = "Sizes must be among XS, S, M, L, XL, XXL"
	msgColors      = "At least one color is required"
	msgColorName   = "Color name is required"
	msgColorTwice  = "Each color needs its own name"
	msgHex         = "Invalid hex code"
	msgStock       = "Stock must be a positive number"
	msgStockMax    = "Stock must be at most 1,000,000"
	msgStockKey    = "Stock is kept per size or colour:size of this product"
	msgStockKeyApp = "Appliance stock is kept under \"default\""
	msgImage       = "Images must be uploaded pictures or http(s) links"
	msgTooMany     = "Too many entries"
	msgTooLong     = "Too long"
)

// Limits that keep a row a sensible size.
const (
	maxImages   = 12
	maxColors   = 24
	maxTags     = 24
	maxTextLong = 10000
	maxTextLine = 200
	// MaxStock bounds one variant's stock: far above any shop's shelf, far
	// below where sums of stock could overflow.
	MaxStock = 1_000_000
	// MaxPrice is 10 million MVR.
	MaxPrice money.Laari = 10_000_000 * money.PerMVR
)

// Sizes is the specification's option list, in display order.
var Sizes = []string{"XS", "S", "M", "L", "XL", "XXL"}

// FilterColors is the specification's list of colours offered by the filter.
var FilterColors = []string{"Black", "White", "Navy", "Burgundy", "Pink", "Green", "Beige", "Gray"}

// DefaultStockKey holds an appliance's stock.
const DefaultStockKey = "default"

var hexColor = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// Color is a colour a garment comes in.
type Color struct {
	Name string
	Hex  string
}

// ProductDetails is everything the owner edits about a product. NewProduct and Product.Edit validate and tidy it.
type ProductDetails struct {
	Title       string
	SKU         string
	Description string
	// TitleDV and DescriptionDV are the optional Dhivehi versions.
	TitleDV       string
	DescriptionDV string
	Price         money.Laari
	Images        []string
	CategoryID    string
	ShopType      ShopType
	Tags          []string
	// Stock is the quantity per variant: for clothing keyed "colour:size" or
	// size, for appliances {"default": n}. A variant without a key is not
	// tracked (always available).
	Stock    map[string]int
	Colors   []Color
	Sizes    []string
	Featured bool

	// Appliances only; dropped for clothing.
	Brand          string
	Model          string
	Specifications string
	Warranty       string

	CareInstructions string
	DeliveryNotes    string

	// Sale is the owner's sale price and its dates, nil without one.
	Sale *Sale
}

// Product is an item for sale. It is valid by construction: NewProduct and
// Edit check the rules, UnmarshalProductFromDatabase restores a stored one.
type Product struct {
	id        string
	slug      string
	d         ProductDetails
	createdAt time.Time
	updatedAt time.Time
	// version counts the stored states of the product: 1 when created, one
	// more for every change the store writes (an edit by the owner, stock
	// taken by an order). An edit made from a form that loaded an older
	// version is refused (docs/decisions/049).
	version int
}

// NewProduct makes a product in category (nil when the chosen category does
// not exist) with a server-made id and a slug that the store has checked is
// free.
func NewProduct(id, slug string, d ProductDetails, category *Category, now time.Time) (*Product, error) {
	if id == "" || slug == "" {
		return nil, fmt.Errorf("new product needs an id and a slug")
	}
	d, err := checkProduct(d, category, false)
	if err != nil {
		return nil, err
	}
	now = clock.Stored(now)
	return &Product{id: id, slug: slug, d: d, createdAt: now, updatedAt: now, version: 1}, nil
}

// Edit replaces what the owner edits. The id, slug, shop type and creation
// time stay.
func (p *Product) Edit(d ProductDetails, category *Category, now time.Time) error {
	d.ShopType = p.d.ShopType
	d, err := checkProduct(d, category, false)
	if err != nil {
		return err
	}
	p.d = d
	p.updatedAt = clock.Stored(now)
	return nil
}

// Validate checks details as NewProduct would, except that images may still
// be data URLs (to be stored once everything else is known to be right).
func (d ProductDetails) Validate(category *Category) error {
	_, err := checkProduct(d, category, true)
	return err
}

// UnmarshalProductFromDatabase restores a stored product without applying the
// rules again (they held when it was saved; a later, stricter rule must not
// make old products unreadable).
func UnmarshalProductFromDatabase(id, slug string, d ProductDetails, createdAt, updatedAt time.Time, version int) (*Product, error) {
	if id == "" || slug == "" {
		return nil, fmt.Errorf("stored product without id or slug")
	}
	if _, err := ParseShopType(string(d.ShopType)); err != nil || d.ShopType == "" {
		return nil, fmt.Errorf("stored product %s: unknown shop type %q", id, d.ShopType)
	}
	if version < 1 {
		return nil, fmt.Errorf("stored product %s: version %d", id, version)
	}
	return &Product{id: id, slug: slug, d: cloneDetails(d), createdAt: createdAt, updatedAt: updatedAt, version: version}, nil
}

// CheckVersion refuses an edit made from a form that loaded another version
// of the product (an order took stock, or another edit was saved, since):
// ErrProductChanged. A nil version skips the check (older clients).
func (p *Product) CheckVersion(loaded *int) error {
	if loaded != nil && *loaded != p.version {
		return ErrProductChanged
	}
	return nil
}

func (p *Product) ID() string               { return p.id }
func (p *Product) Slug() string             { return p.slug }
func (p *Product) Title() string            { return p.d.Title }
func (p *Product) SKU() string              { return p.d.SKU }
func (p *Product) Description() string      { return p.d.Description }
func (p *Product) TitleDV() string          { return p.d.TitleDV }
func (p *Product) DescriptionDV() string    { return p.d.DescriptionDV }
func (p *Product) Price() money.Laari       { return p.d.Price }
func (p *Product) Images() []string         { return slices.Clone(p.d.Images) }
func (p *Product) CategoryID() string       { return p.d.CategoryID }
func (p *Product) ShopType() ShopType       { return p.d.ShopType }
func (p *Product) Tags() []string           { return slices.Clone(p.d.Tags) }
func (p *Product) Stock() map[string]int    { return maps.Clone(p.d.Stock) }
func (p *Product) Colors() []Color          { return slices.Clone(p.d.Colors) }
func (p *Product) Sizes() []string          { return slices.Clone(p.d.Sizes) }
func (p *Product) Featured() bool           { return p.d.Featured }
func (p *Product) Brand() string            { return p.d.Brand }
func (p *Product) Model() string            { return p.d.Model }
func (p *Product) Specifications() string   { return p.d.Specifications }
func (p *Product) Warranty() string         { return p.d.Warranty }
func (p *Product) CareInstructions() string { return p.d.CareInstructions }
func (p *Product) DeliveryNotes() string    { return p.d.DeliveryNotes }
func (p *Product) CreatedAt() time.Time     { return p.createdAt }
func (p *Product) UpdatedAt() time.Time     { return p.updatedAt }
func (p *Product) Version() int             { return p.version }
func (p *Product) Details() ProductDetails  { return cloneDetails(p.d) }

// Available is how many of a variant are in stock. tracked is false when the
// product keeps no count for it (then it is always available). The colour:size
// count wins over the size count, which wins over "default".
func (p *Product) Available(color, size string) (n int, tracked bool) {
	_, n, tracked = p.stockEntry(color, size)
	return n, tracked
}

// TakeStock removes qty of a variant from a tracked count; an untracked
// variant is left alone.
func (p *Product) TakeStock(color, size string, qty int) error {
	if qty < 1 {
		return fmt.Errorf("take stock: quantity %d", qty)
	}
	key, have, tracked := p.stockEntry(color, size)
	if !tracked {
		return nil
	}
	if have < qty {
		return &InsufficientStockError{ProductID: p.id, SKU: p.d.SKU, Title: p.d.Title, Variant: key, Want: qty, Have: have}
	}
	p.d.Stock[key] = have - qty
	return nil
}

// ReturnStock puts qty of a variant back on its tracked count (an order
// cancelled before it left); an untracked variant is left alone.
func (p *Product) ReturnStock(color, size string, qty int) error {
	if qty < 1 {
		return fmt.Errorf("return stock: quantity %d", qty)
	}
	if key, have, tracked := p.stockEntry(color, size); tracked {
		p.d.Stock[key] = have + qty
	}
	return nil
}

func (p *Product) stockEntry(color, size string) (key string, n int, tracked bool) {
	for _, k := range []string{color + ":" + size, size, DefaultStockKey} {
		if k == ":" || k == "" {
			continue
		}
		if n, ok := p.d.Stock[k]; ok {
			return k, n, true
		}
	}
	return "", 0, false
}

// InsufficientStockError is an order for more of a variant than is left.
type InsufficientStockError struct {
	ProductID, SKU, Title, Variant string
	Want, Have                     int
}

func (e *InsufficientStockError) Error() string {
	return fmt.Sprintf("only %d of %s (%s) left, %d wanted", e.Have, e.Title, e.Variant, e.Want)
}

// FaultKind makes a shortage a conflict (409).
func (e *InsufficientStockError) FaultKind() fault.Kind { return fault.Conflict }

func cloneDetails(d ProductDetails) ProductDetails {
	d.Images = slices.Clone(d.Images)
	d.Tags = slices.Clone(d.Tags)
	d.Stock = maps.Clone(d.Stock)
	d.Colors = slices.Clone(d.Colors)
	d.Sizes = slices.Clone(d.Sizes)
	if d.Sale != nil {
		sale := *d.Sale
		d.Sale = &sale
	}
	return d
}

// problems collects a message per wire field name, keeping the first.
type problems struct {
	fields map[string]string
	order  []string
}

// length records msgShort when s has fewer than least characters, msgLong
// when it has more than most.
func (p *problems) length(field, s string, least, most int, msgShort, msgLong string) {
	switch n := runes(s); {
	case n < least:
		p.add(field, msgShort)
	case n > most:
		p.add(field, msgLong)
	}
}

func (p *problems) add(field, msg string) {
	if p.fields == nil {
		p.fields = map[string]string{}
	}
	if _, ok := p.fields[field]; ok {
		return
	}
	p.fields[field] = msg
	p.order = append(p.order, field)
}

// err is nil without problems, else a validation fault with a message per
// field; its own message lists them (the admin form shows it after "Error
// saving product: ").
func (p *problems) err() error {
	if len(p.fields) == 0 {
		return nil
	}
	msgs := make([]string, 0, len(p.order))
	for _, f := range p.order {
		if m := p.fields[f]; !slices.Contains(msgs, m) {
			msgs = append(msgs, m)
		}
	}
	return fault.InvalidFields(strings.Join(msgs, "; "), p.fields)
}

func runes(s string) int { return utf8.RuneCountInString(s) }

// checkProduct validates d against the rules and returns it tidied: text
// trimmed, sizes in option order, shop-specific fields dropped where they do
// not apply, stock keys spelled as the product's colours and sizes.
func checkProduct(d ProductDetails, category *Category, pendingImages bool) (ProductDetails, error) {
	var bad problems
	d = cloneDetails(d)

	shop, err := ParseShopType(string(d.ShopType))
	if err != nil {
		bad.add("shop_type", "Must be one of clothing, accessories")
	}
	d.ShopType = shop

	d.Title = textcheck.Trim(d.Title)
	bad.length("title", d.Title, 3, maxTextLine, msgTitle, msgTitleLong)
	d.SKU = strings.TrimSpace(d.SKU)
	bad.length("sku", d.SKU, 1, 64, msgSKU, msgSKULong)
	d.Description = strings.TrimSpace(d.Description)
	bad.length("description", d.Description, 10, maxTextLong, msgDescription, msgDescLong)
	d.TitleDV = checkDhivehiName("title_dv", d.TitleDV, 3, maxTextLine, msgTitle, msgTitleLong, &bad)
	d.DescriptionDV = checkDhivehiText("description_dv", d.DescriptionDV, 10, maxTextLong, msgDescription, msgDescLong, &bad)
	switch {
	case d.Price < 0:
		bad.add("price", msgPrice)
	case d.Price > MaxPrice:
		bad.add("price", msgPriceLarge)
	}
	d.CategoryID = strings.TrimSpace(d.CategoryID)
	if category == nil || category.ID() != d.CategoryID || (shop != "" && category.ShopType() != shop) {
		bad.add("category_id", msgCategory)
	}

	d.Images = tidyList(d.Images)
	if len(d.Images) > maxImages {
		bad.add("images", msgTooMany)
	}
	for i, img := range d.Images {
		if !ValidImageURL(img) && !(pendingImages && IsDataURL(img)) {
			bad.add(fmt.Sprintf("images[%d]", i), msgImage)
		}
	}
	d.Tags = tidyList(d.Tags)
	if len(d.Tags) > maxTags {
		bad.add("tags", msgTooMany)
	}
	for i, t := range d.Tags {
		if runes(t) > maxTextLine {
			bad.add(fmt.Sprintf("tags[%d]", i), msgTooLong)
		}
	}
	for _, f := range []struct {
		name string
		text *string
		max  int
	}{
		{"brand", &d.Brand, maxTextLine},
		{"model", &d.Model, maxTextLine},
		{"specifications", &d.Specifications, maxTextLong},
		{"warranty", &d.Warranty, maxTextLine},
		{"care_instructions", &d.CareInstructions, maxTextLong},
		{"delivery_notes", &d.DeliveryNotes, maxTextLong},
	} {
		if *f.text = strings.TrimSpace(*f.text); runes(*f.text) > f.max {
			bad.add(f.name, msgTooLong)
		}
	}

	switch shop {
	case Accessories:
		d.Colors, d.Sizes = []Color{}, []string{}
		d.Stock = checkApplianceStock(d.Stock, &bad)
	default:
		d.Brand, d.Model, d.Specifications, d.Warranty = "", "", "", ""
		d.Sizes = checkSizes(d.Sizes, &bad)
		d.Colors = checkColors(d.Colors, &bad)
		d.Stock = checkClothingStock(d.Stock, d.Colors, d.Sizes, &bad)
	}
	checkSale(&d, &bad)
	return d, bad.err()
}

// tidyList trims entries and drops empty ones and repeats.
func tidyList(in []string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		if s = strings.TrimSpace(s); s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func checkSizes(in []string, bad *problems) []string {
	chosen := map[string]bool{}
	for _, s := range in {
		s = strings.ToUpper(strings.TrimSpace(s))
		if !slices.Contains(Sizes, s) {
			bad.add("sizes", msgSizeUnknown)
			continue
		}
		chosen[s] = true
	}
	out := make([]string, 0, len(chosen))
	for _, s := range Sizes {
		if chosen[s] {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		bad.add("sizes", msgSizes)
	}
	return out
}

func checkColors(in []Color, bad *problems) []Color {
	if len(in) == 0 {
		bad.add("colors", msgColors)
	}
	if len(in) > maxColors {
		bad.add("colors", msgTooMany)
	}
	out := make([]Color, 0, len(in))
	seen := map[string]bool{}
	for i, c := range in {
		c.Name, c.Hex = strings.TrimSpace(c.Name), strings.TrimSpace(c.Hex)
		switch key := strings.ToLower(c.Name); {
		case c.Name == "":
			bad.add(fmt.Sprintf("colors[%d].name", i), msgColorName)
		case runes(c.Name) > 50 || strings.Contains(c.Name, ":"):
			bad.add(fmt.Sprintf("colors[%d].name", i), msgTooLong)
		case seen[key]:
			bad.add(fmt.Sprintf("colors[%d].name", i), msgColorTwice)
		default:
			seen[key] = true
		}
		if !hexColor.MatchString(c.Hex) {
			bad.add(fmt.Sprintf("colors[%d].hex", i), msgHex)
		}
		out = append(out, c)
	}
	return out
}

func checkClothingStock(in map[string]int, colors []Color, sizes []string, bad *problems) map[string]int {
	return checkStock(in, func(key string) (string, bool) { return clothingStockKey(key, colors, sizes) }, msgStockKey, bad)
}

// checkStock keeps each count of in under the key canonical spells it as;
// a key it refuses is recorded with msgKey, a count out of 0..MaxStock
// with its own message.
func checkStock(in map[string]int, canonical func(key string) (string, bool), msgKey string, bad *problems) map[string]int {
	out := make(map[string]int, len(in))
	for _, key := range slices.Sorted(maps.Keys(in)) {
		n := in[key]
		spelled, ok := canonical(key)
		switch {
		case !ok:
			bad.add("stock."+key, msgKey)
		case n < 0:
			bad.add("stock."+key, msgStock)
		case n > MaxStock:
			bad.add("stock."+key, msgStockMax)
		default:
			out[spelled] = n
		}
	}
	return out
}

// clothingStockKey spells a stock key as the product's own colour and size.
func clothingStockKey(key string, colors []Color, sizes []string) (string, bool) {
	key = strings.TrimSpace(key)
	colorPart, sizePart, hasColor := "", key, false
	if i := strings.LastIndex(key, ":"); i >= 0 {
		colorPart, sizePart, hasColor = strings.TrimSpace(key[:i]), key[i+1:], true
	}
	sizePart = strings.ToUpper(strings.TrimSpace(sizePart))
	if !slices.Contains(sizes, sizePart) {
		return "", false
	}
	if !hasColor {
		return sizePart, true
	}
	for _, c := range colors {
		if strings.EqualFold(c.Name, colorPart) {
			return c.Name + ":" + sizePart, true
		}
	}
	return "", false
}

func checkApplianceStock(in map[string]int, bad *problems) map[string]int {
	return checkStock(in, func(key string) (string, bool) {
		return DefaultStockKey, strings.TrimSpace(key) == DefaultStockKey
	}, msgStockKeyApp, bad)
}
