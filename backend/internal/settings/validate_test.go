package settings_test

import (
	"errors"
	"testing"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
	"dhoni/internal/settings"
)

func TestSafeURL(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		url             string
		asURL, withPath bool
	}{
		{"https://wa.me/9607771234", true, true},
		{"http://example.com", true, true},
		{"HTTPS://Example.com/a?b=c#d", true, true},
		{"https://www.google.com/maps/embed?pb=!1m18", true, true},
		{"/shop", false, true},
		{"/", false, true},
		{"/images/hero.svg?v=2", false, true},
		{"", false, false},
		{"javascript:alert(1)", false, false},
		{"JavaScript:alert(1)", false, false},
		{"data:image/png;base64,AAAA", false, false},
		{"vbscript:msgbox", false, false},
		{"//evil.example", false, false},
		{"/\\evil.example", false, false},
		{"java\tscript:alert(1)", false, false},
		{" https://example.com", false, false},
		{"https://example.com/a b", false, false},
		{"https://user:pass@example.com", false, false},
		{"https://", false, false},
		{"http:///path", false, false},
		{"https:example.com", false, false},
		{"ftp://example.com", false, false},
		{"shop", false, false},
		{"mailto:owner@example.com", false, false},
	} {
		if got := settings.SafeURL(tc.url, false); got != tc.asURL {
			t.Errorf("SafeURL(%q, false): got %v, want %v", tc.url, got, tc.asURL)
		}
		if got := settings.SafeURL(tc.url, true); got != tc.withPath {
			t.Errorf("SafeURL(%q, true): got %v, want %v", tc.url, got, tc.withPath)
		}
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	neg, zero := money.Laari(-1), money.Laari(0)
	for _, tc := range []struct {
		name   string
		change func(*settings.Settings)
		field  string // "" when valid
		msg    string
	}{
		{"defaults", func(*settings.Settings) {}, "", ""},
		{"splash at the bounds", func(s *settings.Settings) { s.Branding.SplashDuration = 500 }, "", ""},
		{"splash at the top", func(s *settings.Settings) { s.Branding.SplashDuration = 5000 }, "", ""},
		{"splash below", func(s *settings.Settings) { s.Branding.SplashDuration = 400 }, "branding.splashDuration", settings.MsgSplashDuration},
		{"no flat fee", func(s *settings.Settings) { s.Delivery.Flat = nil }, "", ""},
		{"negative flat fee", func(s *settings.Settings) { s.Delivery.Flat = &neg }, "delivery.flatFeeMvr", settings.MsgFee},
		{"negative atoll fee", func(s *settings.Settings) { s.Delivery.PerAtoll["Baa Atoll"] = &neg }, "delivery.perAtollFees.Baa Atoll", settings.MsgFee},
		{"island fee", func(s *settings.Settings) {
			s.Delivery.PerIsland["Raa Atoll"] = map[string]*money.Laari{"Fainu": &zero}
		}, "", ""},
		{"negative island fee", func(s *settings.Settings) {
			s.Delivery.PerIsland["Raa Atoll"] = map[string]*money.Laari{"Fainu": &neg}
		}, "delivery.perIslandFees.Raa Atoll.Fainu", settings.MsgFee},
		{"island fee without an island name", func(s *settings.Settings) {
			s.Delivery.PerIsland["Raa Atoll"] = map[string]*money.Laari{" ": &zero}
		}, "delivery.perIslandFees.Raa Atoll", settings.MsgFeeIslandName},
		{"free-delivery threshold", func(s *settings.Settings) { s.Delivery.Free.Threshold = &zero }, "", ""},
		{"negative threshold", func(s *settings.Settings) { s.Delivery.Free.Threshold = &neg }, "delivery.freeDelivery.thresholdMvr", settings.MsgThreshold},
		{"unknown shop", func(s *settings.Settings) { s.Delivery.Free.Shop = "shoes" }, "delivery.freeDelivery.shop", settings.MsgThresholdShop},
		{"blank excepted atoll", func(s *settings.Settings) { s.Delivery.Free.ExceptAtolls = []string{"Raa Atoll", ""} }, "delivery.freeDelivery.exceptAtolls[1]", settings.MsgFeeAtollName},
		{"numeric and @channel chat ids", func(s *settings.Settings) { s.Telegram.ChatIDs = " 123 , -100987, @dhoni_shop " }, "", ""},
		{"short @channel", func(s *settings.Settings) { s.Telegram.ChatIDs = "@abc" }, "telegram.chatIds", settings.MsgChatIDs},
		{"trailing comma", func(s *settings.Settings) { s.Telegram.ChatIDs = "123," }, "telegram.chatIds", settings.MsgChatIDs},
		{"bot token", func(s *settings.Settings) { s.Telegram.BotToken = "123456:ABC-def_GHI" }, "", ""},
		{"bot token with a slash", func(s *settings.Settings) { s.Telegram.BotToken = "123456:abc/../x" }, "telegram.botToken", settings.MsgBotToken},
		{"announcement type", func(s *settings.Settings) { s.Announcement.Type = "Promo" }, "announcement.type", settings.MsgAnnouncementType},
		{"blank atoll name", func(s *settings.Settings) { s.Geo.Atolls[1].Name = " " }, "geo.atolls[1].name", "Atoll name is required"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := settings.Defaults()
			tc.change(&s)
			_, err := s.Validate()
			if tc.field == "" {
				if err != nil {
					t.Errorf("got %v, want valid", err)
				}
				return
			}
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Kind != fault.Invalid {
				t.Fatalf("got %v, want an Invalid fault", err)
			}
			if got := fe.Fields[tc.field]; got != tc.msg {
				t.Errorf("fields[%q]: got %q, want %q (all: %v)", tc.field, got, tc.msg, fe.Fields)
			}
		})
	}
}

func TestValidateTrims(t *testing.T) {
	t.Parallel()
	s := settings.Defaults()
	s.Hero.Title = "  Eid  "
	s.Footer.FacebookURL = " https://facebook.com/dhoni "
	s.Geo.Atolls[0].Islands[0] = " Hulhumalé\n"
	got, err := s.Validate()
	if err != nil {
		t.Fatal(err)
	}
	if got.Hero.Title != "Eid" || got.Footer.FacebookURL != "https://facebook.com/dhoni" || got.Geo.Atolls[0].Islands[0] != "Hulhumalé" {
		t.Errorf("got %q %q %q, want them trimmed", got.Hero.Title, got.Footer.FacebookURL, got.Geo.Atolls[0].Islands[0])
	}
}

func TestTelegramReady(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tg   settings.Telegram
		want bool
		ids  int
	}{
		{settings.Telegram{Enabled: true, BotToken: "1:a", ChatIDs: "1, 2"}, true, 2},
		{settings.Telegram{Enabled: false, BotToken: "1:a", ChatIDs: "1"}, false, 1},
		{settings.Telegram{Enabled: true, BotToken: "", ChatIDs: "1"}, false, 1},
		{settings.Telegram{Enabled: true, BotToken: "1:a", ChatIDs: " , "}, false, 0},
	} {
		if got := tc.tg.Ready(); got != tc.want {
			t.Errorf("%+v Ready: got %v, want %v", tc.tg, got, tc.want)
		}
		if got := len(tc.tg.ChatIDList()); got != tc.ids {
			t.Errorf("%+v ChatIDList: got %d ids, want %d", tc.tg, got, tc.ids)
		}
	}
}
