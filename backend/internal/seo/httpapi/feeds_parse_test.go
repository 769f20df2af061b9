package httpapi_test

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"slices"
	"testing"

	"dhoni/internal/seo/httpapi"
)

// feedItem is one item of either feed, read with a real parser.
type feedItem struct {
	id, title, description, availability, condition, price, link, image, brand string
	salePrice, saleDates, group, size, color, category                         string
}

// requiredMeta are the columns Meta refuses an item without (brand standing
// for brand, gtin or mpn), and the category the shop always knows.
var requiredMeta = []string{"id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand", "google_product_category"}

// parseMetaFeed reads the CSV as encoding/csv does (every row as many
// fields as the header) and checks every required column of every item.
func parseMetaFeed(t *testing.T, body []byte) map[string]feedItem {
	t.Helper()
	rows, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
	if err != nil {
		t.Fatalf("meta.csv does not parse: %v\n%s", err, body)
	}
	if len(rows) == 0 || !slices.Equal(rows[0], httpapi.MetaColumns) {
		t.Fatalf("meta.csv header: got %q, want %q", rows[0], httpapi.MetaColumns)
	}
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	items := map[string]feedItem{}
	for _, row := range rows[1:] {
		for _, name := range requiredMeta {
			if row[col[name]] == "" {
				t.Errorf("meta.csv item %q: no %s", row[0], name)
			}
		}
		it := feedItem{
			id: row[col["id"]], title: row[col["title"]], description: row[col["description"]],
			availability: row[col["availability"]], condition: row[col["condition"]], price: row[col["price"]],
			link: row[col["link"]], image: row[col["image_link"]], brand: row[col["brand"]],
			salePrice: row[col["sale_price"]], saleDates: row[col["sale_price_effective_date"]],
			group: row[col["item_group_id"]], size: row[col["size"]], color: row[col["color"]],
			category: row[col["google_product_category"]],
		}
		if _, twice := items[it.id]; twice {
			t.Errorf("meta.csv: id %s twice", it.id)
		}
		items[it.id] = it
	}
	return items
}

// googleRSS is the Merchant Center feed read by namespace: g: must be
// Google's, not just a prefix.
type googleRSS struct {
	XMLName xml.Name `xml:"rss"`
	Version string   `xml:"version,attr"`
	Channel struct {
		Title string `xml:"title"`
		Link  string `xml:"link"`
		Items []struct {
			ID           string `xml:"http://base.google.com/ns/1.0 id"`
			Title        string `xml:"http://base.google.com/ns/1.0 title"`
			Description  string `xml:"http://base.google.com/ns/1.0 description"`
			Link         string `xml:"http://base.google.com/ns/1.0 link"`
			ImageLink    string `xml:"http://base.google.com/ns/1.0 image_link"`
			Availability string `xml:"http://base.google.com/ns/1.0 availability"`
			Price        string `xml:"http://base.google.com/ns/1.0 price"`
			SalePrice    string `xml:"http://base.google.com/ns/1.0 sale_price"`
			SaleDates    string `xml:"http://base.google.com/ns/1.0 sale_price_effective_date"`
			Condition    string `xml:"http://base.google.com/ns/1.0 condition"`
			Brand        string `xml:"http://base.google.com/ns/1.0 brand"`
			Group        string `xml:"http://base.google.com/ns/1.0 item_group_id"`
			Size         string `xml:"http://base.google.com/ns/1.0 size"`
			Color        string `xml:"http://base.google.com/ns/1.0 color"`
			Category     string `xml:"http://base.google.com/ns/1.0 google_product_category"`
		} `xml:"item"`
	} `xml:"channel"`
}

// parseGoogleFeed reads the RSS strictly with encoding/xml and checks every
// required g: field of every item.
func parseGoogleFeed(t *testing.T, body []byte) map[string]feedItem {
	t.Helper()
	var doc googleRSS
	dec := xml.NewDecoder(bytes.NewReader(body))
	dec.Strict = true
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("google.xml does not parse: %v\n%s", err, body)
	}
	if doc.Version != "2.0" || doc.Channel.Title == "" || doc.Channel.Link == "" {
		t.Errorf("google.xml: RSS %q, channel %q %q", doc.Version, doc.Channel.Title, doc.Channel.Link)
	}
	items := map[string]feedItem{}
	for _, g := range doc.Channel.Items {
		it := feedItem{
			id: g.ID, title: g.Title, description: g.Description, availability: g.Availability, condition: g.Condition,
			price: g.Price, link: g.Link, image: g.ImageLink, brand: g.Brand, salePrice: g.SalePrice, saleDates: g.SaleDates,
			group: g.Group, size: g.Size, color: g.Color, category: g.Category,
		}
		for name, v := range map[string]string{
			"g:id": it.id, "g:title": it.title, "g:description": it.description, "g:link": it.link, "g:image_link": it.image,
			"g:availability": it.availability, "g:price": it.price, "g:condition": it.condition, "g:brand": it.brand,
			"g:google_product_category": it.category,
		} {
			if v == "" {
				t.Errorf("google.xml item %q: no %s", it.id, name)
			}
		}
		if _, twice := items[it.id]; twice {
			t.Errorf("google.xml: id %s twice", it.id)
		}
		items[it.id] = it
	}
	return items
}
