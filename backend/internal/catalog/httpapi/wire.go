package httpapi

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
)

// productJSON is a product on the wire: the specification's server field
// names. Appliance-only and display-only text is left out when empty.
type productJSON struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Slug        string `json:"slug"`
	SKU         string `json:"sku"`
	Description string `json:"description"`
	// The Dhivehi title and description are left out when there are none.
	TitleDV       string  `json:"title_dv,omitempty"`
	DescriptionDV string  `json:"description_dv,omitempty"`
	Price         float64 `json:"price"`
	productFields
	CreatedAt        time.Time `json:"created_at"`
	UpdatedAt        time.Time `json:"updated_at"`
	Version          int       `json:"version"`
	Brand            string    `json:"brand,omitempty"`
	Model            string    `json:"model,omitempty"`
	Specifications   string    `json:"specifications,omitempty"`
	Warranty         string    `json:"warranty,omitempty"`
	CareInstructions string    `json:"care_instructions,omitempty"`
	DeliveryNotes    string    `json:"delivery_notes,omitempty"`
	// Sale and OnSale are left out without a sale (fewer bytes on a
	// first visit): the owner's sale, and whether it is in force now.
	Sale   *saleJSON `json:"sale,omitempty"`
	OnSale bool      `json:"on_sale,omitempty"`
}

// productFields are the keys a product has alike on the wire and in the
// body of POST and PUT /products, in the wire's order.
type productFields struct {
	Images     []string       `json:"images"`
	CategoryID string         `json:"category_id"`
	ShopType   string         `json:"shop_type"`
	Tags       []string       `json:"tags"`
	Stock      map[string]int `json:"stock"`
	Colors     []colorJSON    `json:"colors"`
	Sizes      []string       `json:"sizes"`
	IsFeatured bool           `json:"is_featured"`
}

type colorJSON struct {
	Name string `json:"name"`
	Hex  string `json:"hex"`
}

// productAt is the wire form of products answered at the moment now (by the
// shop's clock): on_sale tells whether the sale is in force then.
func productAt(now time.Time) func(*catalog.Product) productJSON {
	return func(p *catalog.Product) productJSON {
		out := toProductJSON(p)
		_, out.OnSale = p.SaleAt(now)
		return out
	}
}

// toProductJSON is p on the wire, on_sale left false (productAt sets it).
func toProductJSON(p *catalog.Product) productJSON {
	colors := make([]colorJSON, 0, len(p.Colors()))
	for _, c := range p.Colors() {
		colors = append(colors, colorJSON{Name: c.Name, Hex: c.Hex})
	}
	stock := p.Stock()
	if stock == nil {
		stock = map[string]int{}
	}
	return productJSON{
		ID: p.ID(), Title: p.Title(), Slug: p.Slug(), SKU: p.SKU(), Description: p.Description(),
		TitleDV: p.TitleDV(), DescriptionDV: p.DescriptionDV(), Price: p.Price().MVR(), productFields: productFields{Images: nonNil(p.Images()), CategoryID: p.CategoryID(),
			ShopType: string(p.ShopType()), Tags: nonNil(p.Tags()), Stock: stock, Colors: colors,
			Sizes: nonNil(p.Sizes()), IsFeatured: p.Featured()}, CreatedAt: p.CreatedAt(), UpdatedAt: p.UpdatedAt(),
		Version: p.Version(), Brand: p.Brand(), Model: p.Model(), Specifications: p.Specifications(), Warranty: p.Warranty(),
		CareInstructions: p.CareInstructions(), DeliveryNotes: p.DeliveryNotes(), Sale: toSaleJSON(p),
	}
}

// wireList maps a list of the catalog's values to their wire form; an empty
// list is [] on the wire, never null.
func wireList[T, W any](values []T, wire func(T) W) []W {
	out := make([]W, 0, len(values))
	for _, v := range values {
		out = append(out, wire(v))
	}
	return out
}

// MarshalLists writes categories and products as GET /categories and GET
// /products answer them, indented by two spaces and with "&" left as it is.
// The front end's built-in catalogue is generated from it (decision 023).
func MarshalLists(cats []*catalog.Category, prods []*catalog.Product) (categories, products []byte, err error) {
	encode := func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(v); err != nil {
			return nil, err
		}
		return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
	}
	if categories, err = encode(wireList(cats, toCategoryJSON)); err != nil {
		return nil, nil, err
	}
	if products, err = encode(wireList(prods, toProductJSON)); err != nil {
		return nil, nil, err
	}
	return categories, products, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// productRequest is the body of POST and PUT /products. id, slug and
// created_at may be sent back as they were read; they are ignored, like any
// other unknown key. version is the one the form loaded: PUT applies only to
// that version (POST ignores it).
type productRequest struct {
	Version     *int   `json:"version"`
	Title       string `json:"title"`
	SKU         string `json:"sku"`
	Description string `json:"description"`
	// TitleDV and DescriptionDV may be left out (no Dhivehi version).
	TitleDV       string       `json:"title_dv"`
	DescriptionDV string       `json:"description_dv"`
	Price         *json.Number `json:"price"`
	productFields
	Brand            string       `json:"brand"`
	Model            string       `json:"model"`
	Specifications   string       `json:"specifications"`
	Warranty         string       `json:"warranty"`
	CareInstructions string       `json:"care_instructions"`
	DeliveryNotes    string       `json:"delivery_notes"`
	Sale             *saleRequest `json:"sale,omitempty"`
}

const (
	msgPrice     = "Price must be positive"
	msgSalePrice = "Sale price must be more than 0"
	msgStock     = "Stock must be a positive number"
)

// productMessage gives a wrongly typed field the form's own words.
func productMessage(path, generic string) string {
	switch {
	case path == "price":
		return msgPrice
	case path == "sale.price":
		return msgSalePrice
	case path == "stock" || strings.HasPrefix(path, "stock."):
		return msgStock
	}
	return generic
}

// details turns the request into the catalog's terms. The price is MVR with
// at most two decimals and must be there; one that is not reads as -1, so the
// catalog reports it ("Price must be positive") with every other problem.
// Sale times that cannot be read are recorded in bad.
func (r productRequest) details(bad map[string]string) catalog.ProductDetails {
	price := money.Laari(-1)
	if r.Price != nil {
		if l, err := money.Parse(r.Price.String()); err == nil {
			price = l
		}
	}
	colors := make([]catalog.Color, 0, len(r.Colors))
	for _, c := range r.Colors {
		colors = append(colors, catalog.Color{Name: c.Name, Hex: c.Hex})
	}
	return catalog.ProductDetails{
		Title: r.Title, SKU: r.SKU, Description: r.Description, TitleDV: r.TitleDV, DescriptionDV: r.DescriptionDV,
		Price: price, Images: r.Images,
		CategoryID: r.CategoryID, ShopType: catalog.ShopType(r.ShopType), Tags: r.Tags, Stock: r.Stock,
		Colors: colors, Sizes: r.Sizes, Featured: r.IsFeatured, Brand: r.Brand, Model: r.Model,
		Specifications: r.Specifications, Warranty: r.Warranty,
		CareInstructions: r.CareInstructions, DeliveryNotes: r.DeliveryNotes, Sale: r.Sale.sale(bad),
	}
}

// categoryJSON is a category on the wire; image_url and parent_id are null
// when there is none, name_dv left out without a Dhivehi name.
type categoryJSON struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	NameDV   string  `json:"name_dv,omitempty"`
	Slug     string  `json:"slug"`
	ImageURL *string `json:"image_url"`
	ParentID *string `json:"parent_id"`
	ShopType string  `json:"shop_type"`
	Position int     `json:"position"`
}

func toCategoryJSON(c *catalog.Category) categoryJSON {
	out := categoryJSON{ID: c.ID(), Name: c.Name(), NameDV: c.NameDV(), Slug: c.Slug(), ShopType: string(c.ShopType()), Position: c.Position()}
	if v := c.ImageURL(); v != "" {
		out.ImageURL = &v
	}
	if v := c.ParentID(); v != "" {
		out.ParentID = &v
	}
	return out
}

// categoryRequest is the body of POST and PUT /categories. A new category's
// position is chosen by the server; PUT keeps the position when none is sent.
type categoryRequest struct {
	Name     string  `json:"name"`
	NameDV   string  `json:"name_dv"`
	ImageURL *string `json:"image_url"`
	ParentID *string `json:"parent_id"`
	ShopType string  `json:"shop_type"`
	Position *int    `json:"position"`
}

func (r categoryRequest) details(withPosition bool) catalog.CategoryDetails {
	d := catalog.CategoryDetails{Name: r.Name, NameDV: r.NameDV, ShopType: catalog.ShopType(r.ShopType)}
	if r.ImageURL != nil {
		d.ImageURL = *r.ImageURL
	}
	if r.ParentID != nil {
		d.ParentID = *r.ParentID
	}
	if withPosition {
		d.Position = r.Position
	}
	return d
}

type placementJSON struct {
	ID       string `json:"id"`
	Position int    `json:"position"`
}
