// Package httpapi serves the settings over HTTP: GET /api/settings for
// everyone (without telegram unless the caller is the admin) and PUT
// /api/settings for the admin.
package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"dhoni/internal/geography"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/money"
	"dhoni/internal/settings"
	"dhoni/internal/storefront/spa"
)

// Handler answers the settings routes.
type Handler struct {
	service *settings.Service
	admin   httpserver.AdminCheck
}

// New returns the handler.
func New(service *settings.Service, admin httpserver.AdminCheck) *Handler {
	return &Handler{service: service, admin: admin}
}

// RegisterRoutes adds GET /api/settings (public) and PUT /api/settings (admin).
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.Public.GET("/settings", h.get)
	r.AdminRoute(http.MethodPut, "/settings", h.put)
}

func (h *Handler) get(c *gin.Context) {
	if !h.admin.IsAdmin(c) {
		body, err := h.PublicSettings(c.Request.Context())
		httpserver.RespondEncoded(c, body, err)
		return
	}
	s, err := h.service.Get(c.Request.Context())
	httpserver.Respond(c, http.StatusOK, s, err, func(s settings.Settings) settingsBody { return toBody(s, true) })
}

// PublicSettings is GET /settings's JSON as a stranger is answered: the bot
// token is the admin's only, so it has no telegram key. The storefront reads
// it in process (storefront.Settings).
func (h *Handler) PublicSettings(ctx context.Context) ([]byte, error) {
	s, err := h.service.Get(ctx)
	if err != nil {
		return nil, err
	}
	return json.Marshal(toBody(s, false))
}

func (h *Handler) put(c *gin.Context) {
	var body settingsBody
	if err := httpserver.DecodeJSON(c.Request.Body, &body); err != nil {
		httpserver.Fail(c, reword(err))
		return
	}
	next, problems := body.toDomain()
	if len(problems) > 0 {
		// Report the domain's findings too, so the form shows everything at once.
		var fe *fault.Error
		if _, err := next.Validate(); errors.As(err, &fe) {
			maps.Copy(fe.Fields, problems)
			problems = fe.Fields
		}
		httpserver.Fail(c, fault.InvalidFields(fault.MsgCheckFields, problems))
		return
	}
	keep := settings.Keep{
		Telegram: body.Telegram == nil, Inventory: body.Inventory == nil,
		IslandFees: body.Delivery.PerIslandFees == nil, FreeDelivery: body.Delivery.FreeDelivery == nil,
		OrderLimits: body.OrderLimits == nil,
		Tax:         body.Tax == nil, Messages: body.Messages == nil,
		Dhivehi: body.Dhivehi == nil,
	}
	saved, err := h.service.SaveKeeping(c.Request.Context(), next, keep)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, toBody(saved, true))
}

// reword gives the settings' own words to type errors on fields that have
// them ("fast" for a splash duration says what a valid one is).
func reword(err error) error {
	return httpserver.Reword(err, func(path, msg string) string {
		if msg == httpserver.MsgRequired || msg == httpserver.MsgUnknownField {
			return msg
		}
		switch {
		case path == "branding.splashDuration":
			return settings.MsgSplashDuration
		case path == "inventory.lowStockThreshold":
			return settings.MsgLowStock
		case path == "tax.ratePercent":
			return settings.MsgGSTRate
		case path == "orderLimits.cancelUnconfirmedCodAfterDays":
			return settings.MsgCancelDays
		case strings.HasPrefix(path, "orderLimits."):
			return settings.MsgMaxUnits
		case path == "delivery.flatFeeMvr", strings.HasPrefix(path, "delivery.perAtollFees."),
			strings.HasPrefix(path, "delivery.perIslandFees."):
			return settings.MsgFee
		case path == "delivery.freeDelivery.thresholdMvr":
			return settings.MsgThreshold
		}
		return msg
	})
}

// settingsBody is the wire form: the spec's names, money as MVR numbers.
type settingsBody struct {
	Bank         *bankBody         `json:"bank"`
	Delivery     *deliveryBody     `json:"delivery"`
	Geo          *geoBody          `json:"geo"`
	Contact      *contactBody      `json:"contact"`
	Footer       *footerBody       `json:"footer"`
	Telegram     *telegramBody     `json:"telegram,omitempty" optional:"true"`
	Branding     *brandingBody     `json:"branding"`
	Announcement *announcementBody `json:"announcement"`
	Hero         *heroBody         `json:"hero"`
	// Inventory is the admin's only, like Telegram; a save without it keeps
	// what is stored.
	Inventory *inventoryBody `json:"inventory,omitempty" optional:"true"`
	// OrderLimits too: a save without them keeps what is stored.
	OrderLimits *orderLimitsBody `json:"orderLimits,omitempty" optional:"true"`
	// Tax (everyone's) and Messages (the admin's only) are newer; a save
	// without them keeps what is stored.
	Tax      *taxBody      `json:"tax,omitempty" optional:"true"`
	Messages *messagesBody `json:"messages,omitempty" optional:"true"`
	// Dhivehi (everyone's: the pages show it) is newer too; a save without
	// it keeps what is stored.
	Dhivehi *dhivehiBody `json:"dhivehi,omitempty" optional:"true"`
}

// dhivehiBody is the owner's Dhivehi texts; a key left out reads as "".
type dhivehiBody struct {
	AnnouncementMessage    string            `json:"announcementMessage" optional:"true"`
	AnnouncementLinkText   string            `json:"announcementLinkText" optional:"true"`
	HeroTitle              string            `json:"heroTitle" optional:"true"`
	HeroSubtitle           string            `json:"heroSubtitle" optional:"true"`
	HeroButtonText         string            `json:"heroButtonText" optional:"true"`
	FooterShortDescription string            `json:"footerShortDescription" optional:"true"`
	FirstVisitMessage      string            `json:"firstVisitMessage" optional:"true"`
	FirstVisitButtonText   string            `json:"firstVisitButtonText" optional:"true"`
	TailoringGuide         string            `json:"tailoringGuide" optional:"true"`
	Overrides              map[string]string `json:"overrides" optional:"true"`
}

type orderLimitsBody struct {
	MaxUnitsPerLine               int `json:"maxUnitsPerLine"`
	MaxUnitsPerOrder              int `json:"maxUnitsPerOrder"`
	MaxOpenUnitsPerPhone          int `json:"maxOpenUnitsPerPhone"`
	CancelUnconfirmedCODAfterDays int `json:"cancelUnconfirmedCodAfterDays"`
}

type inventoryBody struct {
	LowStockThreshold int `json:"lowStockThreshold"`
}

type bankBody struct {
	BankName      string `json:"bankName"`
	AccountName   string `json:"accountName"`
	AccountNumber string `json:"accountNumber"`
	Branch        string `json:"branch" optional:"true"`
	ReferenceHelp string `json:"referenceHelp"`
}

type deliveryBody struct {
	FlatFeeMvr   *float64            `json:"flatFeeMvr"`
	PerAtollFees map[string]*float64 `json:"perAtollFees"`
	// PerIslandFees and FreeDelivery are newer than the other keys; a save
	// without them keeps what is stored (decision 185).
	PerIslandFees map[string]map[string]*float64 `json:"perIslandFees" optional:"true"`
	FreeDelivery  *freeDeliveryBody              `json:"freeDelivery" optional:"true"`
}

type freeDeliveryBody struct {
	ThresholdMvr *float64 `json:"thresholdMvr"`
	Shop         string   `json:"shop"`
	ExceptAtolls []string `json:"exceptAtolls"`
}

type geoBody struct {
	Atolls []atollBody `json:"atolls"`
}

type atollBody struct {
	Name    string   `json:"name"`
	Islands []string `json:"islands"`
}

type contactBody struct {
	Phone       string `json:"phone"`
	WhatsappURL string `json:"whatsappUrl"`
}

type footerBody struct {
	ShortDescription string `json:"shortDescription"`
	GoogleMapsURL    string `json:"googleMapsUrl"`
	DirectionsURL    string `json:"directionsUrl"`
	FacebookURL      string `json:"facebookUrl"`
	InstagramURL     string `json:"instagramUrl"`
	TwitterURL       string `json:"twitterUrl"`
}

type telegramBody struct {
	Enabled  bool   `json:"enabled"`
	BotToken string `json:"botToken"`
	ChatIDs  string `json:"chatIds"`
	// Actions is new; a client that does not know it leaves it off.
	Actions bool `json:"actions" optional:"true"`
}

type brandingBody struct {
	LogoURL          string `json:"logoUrl"`
	ShowSplashScreen bool   `json:"showSplashScreen"`
	SplashDuration   int    `json:"splashDuration"`
}

type announcementBody struct {
	Enabled     bool   `json:"enabled"`
	Message     string `json:"message"`
	Type        string `json:"type"`
	Dismissible bool   `json:"dismissible"`
	Link        string `json:"link"`
	LinkText    string `json:"linkText"`
}

type heroBody struct {
	Title      string `json:"title"`
	Subtitle   string `json:"subtitle"`
	ButtonText string `json:"buttonText"`
	ButtonLink string `json:"buttonLink"`
	ImageURL   string `json:"imageUrl"`
}

func toBody(s settings.Settings, withTelegram bool) settingsBody {
	per := make(map[string]*float64, len(s.Delivery.PerAtoll))
	for name, fee := range s.Delivery.PerAtoll {
		per[name] = mvr(fee)
	}
	perIsland := make(map[string]map[string]*float64, len(s.Delivery.PerIsland))
	for atoll, islands := range s.Delivery.PerIsland {
		perIsland[atoll] = make(map[string]*float64, len(islands))
		for island, fee := range islands {
			perIsland[atoll][island] = mvr(fee)
		}
	}
	free := s.Delivery.Free
	atolls := make([]atollBody, len(s.Geo.Atolls))
	for i, a := range s.Geo.Atolls {
		atolls[i] = atollBody{Name: a.Name, Islands: append([]string{}, a.Islands...)}
	}
	b := settingsBody{
		Bank: new(bankBody(s.Bank)),
		Delivery: &deliveryBody{
			FlatFeeMvr: mvr(s.Delivery.Flat), PerAtollFees: per, PerIslandFees: perIsland,
			FreeDelivery: &freeDeliveryBody{
				ThresholdMvr: mvr(free.Threshold), Shop: string(free.Shop), ExceptAtolls: append([]string{}, free.ExceptAtolls...),
			},
		},
		Geo:      &geoBody{Atolls: atolls},
		Contact:  new(contactBody(s.Contact)),
		Footer:   new(footerBody(s.Footer)),
		Branding: new(brandingBody(s.Branding)),
		Announcement: &announcementBody{
			Enabled: s.Announcement.Enabled, Message: s.Announcement.Message, Type: string(s.Announcement.Type),
			Dismissible: s.Announcement.Dismissible, Link: s.Announcement.Link, LinkText: s.Announcement.LinkText,
		},
		Hero:    new(heroBody(s.Hero)),
		Tax:     toTaxBody(s.Tax),
		Dhivehi: new(dhivehiBody(s.Dhivehi)),
	}
	if b.Dhivehi.Overrides == nil {
		b.Dhivehi.Overrides = map[string]string{}
	}
	if withTelegram {
		b.Messages = new(messagesBody(s.Messages))
		b.Telegram = new(telegramBody(s.Telegram))
		b.Inventory = new(inventoryBody(s.Inventory))
		b.OrderLimits = new(orderLimitsBody(s.OrderLimits))
	}
	return b
}

// toDomain maps a decoded body (every section present) to settings, with a
// message for each fee the wire cannot carry as money.
func (b settingsBody) toDomain() (settings.Settings, map[string]string) {
	problems := map[string]string{}
	fee := func(path string, v *float64) *money.Laari {
		if v == nil {
			return nil
		}
		l, err := money.FromMVR(*v)
		switch {
		case errors.Is(err, money.ErrTooManyDecimals):
			problems[path] = settings.MsgFeeDecimals
		case err != nil:
			problems[path] = settings.MsgFee
		default:
			return &l
		}
		return nil
	}
	per := make(map[string]*money.Laari, len(b.Delivery.PerAtollFees))
	for name, v := range b.Delivery.PerAtollFees {
		per[name] = fee("delivery.perAtollFees."+name, v)
	}
	var perIsland map[string]map[string]*money.Laari
	if b.Delivery.PerIslandFees != nil {
		perIsland = make(map[string]map[string]*money.Laari, len(b.Delivery.PerIslandFees))
		for atoll, islands := range b.Delivery.PerIslandFees {
			perIsland[atoll] = make(map[string]*money.Laari, len(islands))
			for island, v := range islands {
				perIsland[atoll][island] = fee("delivery.perIslandFees."+atoll+"."+island, v)
			}
		}
	}
	var free geography.FreeDelivery
	if f := b.Delivery.FreeDelivery; f != nil {
		free = geography.FreeDelivery{
			Threshold: fee("delivery.freeDelivery.thresholdMvr", f.ThresholdMvr), Shop: geography.Shop(f.Shop), ExceptAtolls: f.ExceptAtolls,
		}
	}
	atolls := make([]geography.Atoll, len(b.Geo.Atolls))
	for i, a := range b.Geo.Atolls {
		atolls[i] = geography.Atoll{Name: a.Name, Islands: a.Islands}
	}
	s := settings.Settings{
		Bank:     settings.Bank(*b.Bank),
		Delivery: geography.FeeTable{Flat: fee("delivery.flatFeeMvr", b.Delivery.FlatFeeMvr), PerAtoll: per, PerIsland: perIsland, Free: free},
		Geo:      settings.Geo{Atolls: atolls},
		Contact:  settings.Contact(*b.Contact),
		Footer:   settings.Footer(*b.Footer),
		Branding: settings.Branding(*b.Branding),
		Announcement: settings.Announcement{
			Enabled: b.Announcement.Enabled, Message: b.Announcement.Message, Type: settings.AnnouncementType(b.Announcement.Type),
			Dismissible: b.Announcement.Dismissible, Link: b.Announcement.Link, LinkText: b.Announcement.LinkText,
		},
		Hero: settings.Hero(*b.Hero),
	}
	if b.Telegram != nil {
		s.Telegram = settings.Telegram(*b.Telegram)
	}
	if b.Inventory != nil {
		s.Inventory = settings.Inventory(*b.Inventory)
	}
	// Without them they stay as stored (settings.Keep); until then the
	// defaults stand in, so the rest is validated alone.
	s.OrderLimits = settings.Defaults().OrderLimits
	if b.OrderLimits != nil {
		s.OrderLimits = settings.OrderLimits(*b.OrderLimits)
	}
	s.Tax, s.Messages = settings.Defaults().Tax, settings.Defaults().Messages
	if b.Tax != nil {
		tax, ok := b.Tax.toDomain()
		if !ok {
			problems["tax.ratePercent"] = settings.MsgGSTRate
		}
		s.Tax = tax
	}
	if b.Messages != nil {
		s.Messages = settings.Messages(*b.Messages)
	}
	if b.Dhivehi != nil {
		s.Dhivehi = settings.Dhivehi(*b.Dhivehi)
	}
	return s, problems
}

func mvr(l *money.Laari) *float64 {
	if l == nil {
		return nil
	}
	v := l.MVR()
	return &v
}

// Bootstrap is the document index.html carries to the app: the settings as a
// stranger's GET /api/settings answers them (never the Telegram ones), so the
// first screen shows the owner's banner and texts without waiting. It also
// says whether the server takes browser log events (DHONI_CLIENT_LOGS): when
// not, the app does not try to connect.
func Bootstrap(service *settings.Service, cfg config.Config) spa.Bootstrap {
	return func(ctx context.Context) ([]byte, error) {
		s, err := service.Get(ctx)
		if err != nil {
			return nil, err
		}
		return json.Marshal(bootstrapDoc{Settings: toBody(s, false), ClientLogs: cfg.ClientLogs})
	}
}

type bootstrapDoc struct {
	Settings   settingsBody `json:"settings"`
	ClientLogs bool         `json:"clientLogs"`
}
