package httpapi

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"strconv"
	"time"

	"dhoni/internal/platform/money"
	"dhoni/internal/seo"
)

// MetaColumns are the columns of the Meta Commerce catalogue's data feed,
// in order (the required ones first).
var MetaColumns = []string{
	"id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand",
	"sale_price", "sale_price_effective_date", "item_group_id", "size", "color", "google_product_category",
}

// writeMetaCSV writes the Meta data feed: a CSV file (RFC 4180, which
// encoding/csv quotes as needed, so commas, quotes and markup stay inside
// their field).
func writeMetaCSV(w *bytes.Buffer, base string, items []seo.FeedItem) error {
	out := csv.NewWriter(w)
	if err := out.Write(MetaColumns); err != nil {
		return err
	}
	for _, it := range items {
		availability := "in stock"
		if !it.InStock {
			availability = "out of stock"
		}
		sale, dates := salePrice(it.Sale)
		err := out.Write([]string{
			it.ID, it.Title, it.Description, availability, "new", feedPrice(it.Price),
			seo.Absolute(base, it.Path), seo.Absolute(base, it.Image), it.Brand,
			sale, dates, it.GroupID, it.Size, it.Color, taxonID(it.Category),
		})
		if err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// GoogleNamespace is the namespace of Merchant Center's fields in RSS.
const GoogleNamespace = "http://base.google.com/ns/1.0"

type rss struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	G       string     `xml:"xmlns:g,attr"`
	Channel rssChannel `xml:"channel"`
}

type rssChannel struct {
	Title       string       `xml:"title"`
	Link        string       `xml:"link"`
	Description string       `xml:"description"`
	Items       []googleItem `xml:"item"`
}

type googleItem struct {
	ID                     string `xml:"g:id"`
	Title                  string `xml:"g:title"`
	Description            string `xml:"g:description"`
	Link                   string `xml:"g:link"`
	ImageLink              string `xml:"g:image_link"`
	Availability           string `xml:"g:availability"`
	Price                  string `xml:"g:price"`
	SalePrice              string `xml:"g:sale_price,omitempty"`
	SalePriceEffectiveDate string `xml:"g:sale_price_effective_date,omitempty"`
	Condition              string `xml:"g:condition"`
	Brand                  string `xml:"g:brand"`
	ItemGroupID            string `xml:"g:item_group_id,omitempty"`
	Size                   string `xml:"g:size,omitempty"`
	Color                  string `xml:"g:color,omitempty"`
	GoogleProductCategory  string `xml:"g:google_product_category,omitempty"`
}

// writeGoogleXML writes the Merchant Center feed: RSS 2.0 with the g:
// fields. encoding/xml escapes every text and drops characters XML cannot
// hold.
func writeGoogleXML(w *bytes.Buffer, base string, items []seo.FeedItem) error {
	doc := rss{Version: "2.0", G: GoogleNamespace, Channel: rssChannel{
		Title: seo.ShopName, Link: seo.Absolute(base, "/"), Description: seo.HomeDescription,
		Items: make([]googleItem, len(items)),
	}}
	for i, it := range items {
		availability := "in_stock"
		if !it.InStock {
			availability = "out_of_stock"
		}
		sale, dates := salePrice(it.Sale)
		doc.Channel.Items[i] = googleItem{
			ID: it.ID, Title: it.Title, Description: it.Description,
			Link: seo.Absolute(base, it.Path), ImageLink: seo.Absolute(base, it.Image),
			Availability: availability, Price: feedPrice(it.Price), SalePrice: sale, SalePriceEffectiveDate: dates,
			Condition: "new", Brand: it.Brand, ItemGroupID: it.GroupID, Size: it.Size, Color: it.Color,
			GoogleProductCategory: taxonID(it.Category),
		}
	}
	w.WriteString(xml.Header)
	enc := xml.NewEncoder(w)
	enc.Indent("", " ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	w.WriteByte('\n')
	return enc.Close()
}

// feedPrice is a price as both platforms read it: "1200.00 MVR".
func feedPrice(l money.Laari) string { return seo.Price(l) + " MVR" }

func taxonID(t seo.Taxon) string {
	if t.ID == 0 {
		return ""
	}
	return strconv.Itoa(t.ID)
}

// maldives is the shop's time zone: sale times are the owner's.
var maldives = time.FixedZone("MVT", 5*60*60)

// saleDateFormat is ISO 8601 to the minute with the offset, as both
// platforms' examples write it ("2026-03-01T00:00+0500").
const saleDateFormat = "2006-01-02T15:04-0700"

// salePrice writes a sale as the feeds do: its price, and the interval it
// is in force, "" for an end left open (a sale with neither end needs no
// interval; one open end is written as the feed's build time or a year
// after the start, the platforms taking only whole intervals).
func salePrice(s seo.Sale) (price, dates string) {
	if s.Price <= 0 {
		return "", ""
	}
	price = feedPrice(s.Price)
	if s.From.IsZero() && s.Until.IsZero() {
		return price, ""
	}
	from, until := s.From, s.Until
	if from.IsZero() {
		from = time.Now()
	}
	if until.IsZero() {
		until = from.AddDate(1, 0, 0)
	}
	return price, from.In(maldives).Format(saleDateFormat) + "/" + until.In(maldives).Format(saleDateFormat)
}
