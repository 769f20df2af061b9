package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/app"
	"dhoni/internal/catalog"
	"dhoni/internal/catalog/sampledata"
	"dhoni/internal/orders"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
)

// shape is the size of a generated shop.
type shape struct {
	Products, Categories, Orders int
}

// seeded is what the load run needs to know about a generated shop.
type seeded struct {
	Slug       string // a product's slug
	Category   string // a subcategory's slug with products
	HotProduct string // a product with plenty of stock, for POST /api/orders
	// Spread are appliances with plenty of stock: each order of the
	// spread run buys one of them at random, as a shop's customers do.
	Spread      []string
	OrderNumber string // an order to track
	Phone       string // its phone
}

var (
	sizes  = []string{"XS", "S", "M", "L", "XL"}
	colors = []catalog.Color{{Name: "Black", Hex: "#111111"}, {Name: "Navy", Hex: "#1f2a44"}, {Name: "Sand", Hex: "#d8c3a5"}, {Name: "Maroon", Hex: "#6d1a2a"}}
	words  = []string{"Pearl", "Coral", "Lagoon", "Monsoon", "Reef", "Atoll", "Breeze", "Dhoni", "Island", "Sunset", "Jasmine", "Silk", "Linen", "Classic", "Festive", "Everyday"}
	kinds  = []string{"Abaya", "Dress", "Kurta", "Shawl", "Scarf", "Jilbab", "Kaftan", "Tunic", "Skirt", "Blouse"}
)

// spreadProducts is how many products the spread orders choose from.
const spreadProducts = 50

// seed fills an empty database (the server's own migrations) with a
// generated catalogue and orders through the shop's own services, so every
// rule the server keeps holds for the data.
func seed(ctx context.Context, dataDir, databaseURL string, s shape) (seeded, error) {
	var out seeded
	for k, v := range map[string]string{
		"DHONI_DATA_DIR": dataDir, "DHONI_DATABASE_URL": databaseURL, "DHONI_SAMPLE_DATA": "false",
		"DHONI_ADMIN_PASSWORD": "bench-admin-password", "DHONI_LOG_LEVEL": "warn",
	} {
		if err := os.Setenv(k, v); err != nil {
			return out, err
		}
	}
	cfg, err := config.Load()
	if err != nil {
		return out, err
	}
	var (
		cat *catalog.Service
		ord *orders.Service
		db  *database.DB
	)
	graph := fx.New(app.Platform(cfg, zap.NewNop()), app.Domains(), fx.Populate(&cat, &ord, &db), fx.NopLogger)
	if err := graph.Err(); err != nil {
		return out, err
	}
	defer func() { _ = db.Close() }()

	rnd := rand.New(rand.NewPCG(15, uint64(s.Products)))
	images := sampledata.ImageNames()
	clothing, err := cat.CreateCategory(ctx, catalog.CategoryDetails{Name: "Clothing", ShopType: catalog.Clothing})
	if err != nil {
		return out, fmt.Errorf("category: %w", err)
	}
	if _, err := cat.CreateCategory(ctx, catalog.CategoryDetails{Name: catalog.AccessoriesRootName, ShopType: catalog.Accessories}); err != nil {
		return out, fmt.Errorf("category: %w", err)
	}
	var subs []*catalog.Category
	for i := range s.Categories - 2 {
		d := catalog.CategoryDetails{Name: fmt.Sprintf("%s %s %d", words[i%len(words)], kinds[i%len(kinds)], i+1)}
		if i%3 == 2 {
			d.ShopType = catalog.Accessories
		} else {
			d.ShopType, d.ParentID = catalog.Clothing, clothing.ID()
		}
		c, err := cat.CreateCategory(ctx, d)
		if err != nil {
			return out, fmt.Errorf("category: %w", err)
		}
		subs = append(subs, c)
	}
	var products []*catalog.Product
	for i := range s.Products {
		c := subs[i%len(subs)]
		if i == 0 {
			c = subs[2] // an appliance category: one stock count
		}
		title := fmt.Sprintf("%s %s %s %d", words[rnd.IntN(len(words))], words[rnd.IntN(len(words))], kinds[i%len(kinds)], i+1)
		d := catalog.ProductDetails{
			Title:       title,
			SKU:         fmt.Sprintf("GEN-%05d", i+1),
			Description: strings.Repeat("Soft, breathable fabric for the island heat, cut generously and finished by hand. ", 3),
			Price:       money.Laari((150 + rnd.IntN(4800)) * 100),
			Images:      []string{sampledata.ImagePath + images[i%len(images)], sampledata.ImagePath + images[(i+1)%len(images)]},
			CategoryID:  c.ID(),
			ShopType:    c.ShopType(),
			Tags:        []string{strings.ToLower(kinds[i%len(kinds)]), "new"},
			Featured:    i%17 == 0,
		}
		if c.ShopType() == catalog.Clothing {
			d.Sizes = sizes[1:4]
			d.Colors = colors[:2]
			d.Stock = map[string]int{}
			for _, col := range d.Colors {
				for _, sz := range d.Sizes {
					d.Stock[col.Name+":"+sz] = rnd.IntN(20)
				}
			}
		} else {
			d.Brand, d.Model, d.Warranty = "Reef", fmt.Sprintf("R-%d", i), "1 year"
			d.Stock = map[string]int{catalog.DefaultStockKey: rnd.IntN(40)}
		}
		spread := i > 0 && c.ShopType() == catalog.Accessories && len(out.Spread) < spreadProducts
		if i == 0 || spread {
			// The products the benchmarked orders buy: they must not run out.
			d.Stock = map[string]int{catalog.DefaultStockKey: catalog.MaxStock}
		}
		p, err := cat.CreateProduct(ctx, d)
		if err != nil {
			return out, fmt.Errorf("product %d: %w", i, err)
		}
		if spread {
			out.Spread = append(out.Spread, p.ID())
		}
		products = append(products, p)
	}
	out.HotProduct = products[0].ID()
	// A garment from the middle of the catalogue: its page is /shop/{slug},
	// the address the shop's links give (an appliance's /shop/ address
	// answers with a redirect to /accessories/).
	for i := len(products) / 2; out.Slug == ""; i++ {
		if products[i].ShopType() == catalog.Clothing {
			out.Slug = products[i].Slug()
		}
	}
	out.Category = subs[0].Slug()

	for i := range s.Orders {
		p := products[0]
		phone := fmt.Sprintf("7%06d", i)
		o, _, err := ord.Place(ctx, orders.Checkout{
			Customer: orders.Customer{
				Name: "Customer " + fmt.Sprint(i), Phone: phone,
				Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu " + fmt.Sprint(i%90+1)},
			},
			Items:         []orders.CheckoutItem{{ProductID: p.ID(), Size: "N/A", Quantity: 1 + i%3}},
			PaymentMethod: "COD",
		})
		if err != nil {
			return out, fmt.Errorf("order %d: %w", i, err)
		}
		if i == s.Orders/2 {
			out.OrderNumber, out.Phone = o.Number(), phone
		}
	}
	return out, nil
}
