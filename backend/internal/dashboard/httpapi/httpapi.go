// Package httpapi serves the dashboard: GET /api/dashboard, admin only.
package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"dhoni/internal/dashboard"
	"dhoni/internal/platform/httpserver"
)

// New returns the route: GET /api/dashboard (admin).
func New(service *dashboard.Service) httpserver.RoutesFunc {
	return func(r *httpserver.Routes) {
		r.AdminRoute(http.MethodGet, "/dashboard", func(c *gin.Context) {
			s, err := service.Summary(c.Request.Context())
			httpserver.Respond(c, http.StatusOK, s, err, toBody)
		})
	}
}

type totalsBody struct {
	Orders    int     `json:"orders"`
	Cancelled int     `json:"cancelled"`
	Revenue   float64 `json:"revenue"`
	Paid      float64 `json:"paid"`
	Unpaid    float64 `json:"unpaid"`
	COD       float64 `json:"cod"`
	Bank      float64 `json:"bank"`
	Online    float64 `json:"online"`
	// Discounts is what codes took off the orders not cancelled;
	// DiscountOrders how many of them used a code.
	Discounts      float64 `json:"discounts"`
	DiscountOrders int     `json:"discount_orders"`
}

type dayBody struct {
	Date    string  `json:"date"`
	Orders  int     `json:"orders"`
	Revenue float64 `json:"revenue"`
}

type waitingBody struct {
	OrderNumber   string    `json:"order_number"`
	CustomerName  string    `json:"customer_name"`
	Total         float64   `json:"total"`
	PaymentMethod string    `json:"payment_method"`
	PaymentStatus string    `json:"payment_status"`
	Status        string    `json:"status"`
	SlipURL       *string   `json:"slip_url"`
	DiscountCode  string    `json:"discount_code"`
	CreatedAt     time.Time `json:"created_at"`
}

type lowStockBody struct {
	ProductID string `json:"product_id"`
	Title     string `json:"title"`
	SKU       string `json:"sku"`
	ShopType  string `json:"shop_type"`
	Variant   string `json:"variant"`
	Color     string `json:"color"`
	Size      string `json:"size"`
	Left      int    `json:"left"`
}

type bestSellerBody struct {
	ProductID string  `json:"product_id"`
	Title     string  `json:"title"`
	Units     int     `json:"units"`
	Revenue   float64 `json:"revenue"`
}

type body struct {
	Date    string `json:"date"`
	Periods struct {
		Today totalsBody `json:"today"`
		Week  totalsBody `json:"week"`
		Month totalsBody `json:"month"`
	} `json:"periods"`
	Chart   []dayBody `json:"chart"`
	Waiting struct {
		Count  int           `json:"count"`
		Orders []waitingBody `json:"orders"`
	} `json:"waiting"`
	LowStock struct {
		Threshold int            `json:"threshold"`
		Variants  []lowStockBody `json:"variants"`
	} `json:"low_stock"`
	BestSellers []bestSellerBody `json:"best_sellers"`
}

func totals(t dashboard.Totals) totalsBody {
	return totalsBody{
		Orders: t.Orders, Cancelled: t.Cancelled, Revenue: t.Revenue.MVR(), Paid: t.Paid.MVR(),
		Unpaid: t.Unpaid.MVR(), COD: t.COD.MVR(), Bank: t.Bank.MVR(), Online: t.Online.MVR(),
		Discounts: t.Discounts.MVR(), DiscountOrders: t.DiscountOrders,
	}
}

func toBody(s dashboard.Summary) body {
	var b body
	b.Date = s.Date
	b.Periods.Today, b.Periods.Week, b.Periods.Month = totals(s.Today), totals(s.Week), totals(s.Month)
	b.Chart = make([]dayBody, len(s.Chart))
	for i, d := range s.Chart {
		b.Chart[i] = dayBody{Date: d.Date, Orders: d.Orders, Revenue: d.Revenue.MVR()}
	}
	b.Waiting.Count = s.WaitingCount
	b.Waiting.Orders = make([]waitingBody, len(s.Waiting))
	for i, w := range s.Waiting {
		wb := waitingBody{
			OrderNumber: w.Number, CustomerName: w.Customer, Total: w.Total.MVR(), PaymentMethod: w.PaymentMethod,
			PaymentStatus: w.PaymentStatus, Status: w.Status, DiscountCode: w.DiscountCode, CreatedAt: w.CreatedAt,
		}
		if w.HasSlip {
			wb.SlipURL = new("/api/orders/" + url.PathEscape(w.Number) + "/slip")
		}
		b.Waiting.Orders[i] = wb
	}
	b.LowStock.Threshold = s.LowStockThreshold
	b.LowStock.Variants = make([]lowStockBody, len(s.LowStock))
	for i, l := range s.LowStock {
		lb := lowStockBody{ProductID: l.ProductID, Title: l.Title, SKU: l.SKU, ShopType: l.ShopType, Variant: l.Variant, Left: l.Left}
		// The catalog's stock keys: "colour:size", "size" or "default".
		switch color, size, ok := strings.Cut(l.Variant, ":"); {
		case ok:
			lb.Color, lb.Size = color, size
		case l.Variant != "default":
			lb.Size = l.Variant
		}
		b.LowStock.Variants[i] = lb
	}
	b.BestSellers = make([]bestSellerBody, len(s.BestSellers))
	for i, x := range s.BestSellers {
		b.BestSellers[i] = bestSellerBody{ProductID: x.ProductID, Title: x.Title, Units: x.Units, Revenue: x.Revenue.MVR()}
	}
	return b
}
