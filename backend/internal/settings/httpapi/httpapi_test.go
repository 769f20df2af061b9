package httpapi_test

import (
	"cmp"
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/testvectors"
	"dhoni/internal/settings"
	"dhoni/internal/storefront/spa"
)

type object = map[string]any

func readDefaults(t *testing.T) object {
	t.Helper()
	// The front end's defaults are the same file.
	var v object
	testvectors.Load(t, "default-settings.json", &v)
	return v
}

// getSettings returns GET /api/settings as raw text and as JSON.
func getSettings(t *testing.T, a *apptest.App, cookie string) (string, object) {
	t.Helper()
	raw := a.GetOK(t, "/api/settings", cookie)
	return string(raw), apptest.Decode[object](t, raw)
}

func put(t *testing.T, a *apptest.App, cookie string, body any) (int, object) {
	t.Helper()
	b, ok := body.(string)
	if !ok {
		raw, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		b = string(raw)
	}
	res := a.Do(t, http.MethodPut, "/api/settings", apptest.AsAdmin(cookie), strings.NewReader(b))
	return res.StatusCode, apptest.Decode[object](t, apptest.ReadBody(t, res))
}

// clone deep-copies a JSON value.
func clone(t *testing.T, v object) object {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out object
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// set assigns value at a dotted path in a JSON object ("branding.splashDuration").
func set(v object, path string, value any) object {
	m, key := parent(v, path)
	m[key] = value
	return v
}

// without removes the key at a dotted path.
func without(v object, path string) object {
	m, key := parent(v, path)
	delete(m, key)
	return v
}

// parent is the object that holds the last key of a dotted path, and that key.
func parent(v object, path string) (object, string) {
	keys := strings.Split(path, ".")
	m := v
	for _, k := range keys[:len(keys)-1] {
		m = m[k].(object)
	}
	return m, keys[len(keys)-1]
}

func TestDefaultsAreTheSharedFile(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := apptest.Start(t, cfg)
		want := readDefaults(t)

		_, admin := getSettings(t, a, a.AdminCookie(t))
		if !reflect.DeepEqual(admin, want) {
			t.Errorf("admin GET /api/settings on a fresh database:\ngot  %v\nwant %v", admin, want)
		}
		raw, stranger := getSettings(t, a, "")
		if _, has := stranger["telegram"]; has || strings.Contains(raw, `"telegram"`) {
			t.Errorf("a stranger's settings have a telegram key: %s", raw)
		}
		if !reflect.DeepEqual(stranger, without(without(without(without(want, "telegram"), "inventory"), "orderLimits"), "messages")) {
			t.Errorf("stranger GET /api/settings:\ngot  %v\nwant the defaults without telegram, inventory, orderLimits and messages", stranger)
		}
	})
}

func TestBotTokenNeverReachesAStranger(t *testing.T) {
	t.Parallel()
	a, admin := apptest.StartAsAdmin(t, dbtest.Config(t, "sqlite"))
	const token = "123456789:AAHsecretBotTokenDoNotLeak_42"
	body := set(readDefaults(t), "telegram", object{"enabled": true, "botToken": token, "chatIds": "-1001234567890, @dhoni_orders"})
	if status, got := put(t, a, admin, body); status != http.StatusOK {
		t.Fatalf("PUT /api/settings: got %d %v, want 200", status, got)
	}

	for _, cookie := range []string{"", "dhoni_session=forged", "dhoni_session=" + strings.Repeat("A", 43)} {
		raw, got := getSettings(t, a, cookie)
		if strings.Contains(raw, "AAHsecret") || strings.Contains(raw, "dhoni_orders") {
			t.Errorf("GET /api/settings with cookie %q leaks the Telegram settings: %s", cookie, raw)
		}
		if _, has := got["telegram"]; has {
			t.Errorf("GET /api/settings with cookie %q: has a telegram key", cookie)
		}
	}
	_, got := getSettings(t, a, admin)
	if tg, _ := got["telegram"].(object); tg["botToken"] != token || tg["enabled"] != true {
		t.Errorf("admin GET: telegram %v, want the saved one", got["telegram"])
	}
}

func TestSavedSettingsAreServedAndSurviveARestart(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, cfg)

		next := readDefaults(t)
		set(next, "branding.splashDuration", 2500)
		set(next, "delivery.flatFeeMvr", 75.5)
		set(next, "delivery.perAtollFees", object{"Malé": 0, "Baa Atoll": 99.99, "Laamu Atoll": nil})
		set(next, "announcement.message", "  Eid sale: 20% off  ")
		set(next, "hero.imageUrl", "https://cdn.example.com/hero.jpg")
		set(next, "delivery.perIslandFees", object{"Raa Atoll": object{"Ungoofaaru": 60, "Fainu": nil}})
		set(next, "delivery.freeDelivery", object{"thresholdMvr": 1000, "shop": "clothing", "exceptAtolls": []any{"Addu Atoll"}})
		for _, a := range next["geo"].(object)["atolls"].([]any) {
			if baa := a.(object); baa["name"] == "Baa Atoll" {
				baa["islands"] = append(baa["islands"].([]any), "Anhenunfushi")
			}
		}

		status, saved := put(t, a, admin, next)
		if status != http.StatusOK {
			t.Fatalf("PUT /api/settings: got %d %v, want 200", status, saved)
		}
		want := set(clone(t, next), "announcement.message", "Eid sale: 20% off") // trimmed
		if !reflect.DeepEqual(saved, want) {
			t.Errorf("PUT answer:\ngot  %v\nwant %v", saved, want)
		}
		if _, got := getSettings(t, a, admin); !reflect.DeepEqual(got, want) {
			t.Errorf("GET after PUT:\ngot  %v\nwant %v", got, want)
		}
		if got := islandsOf(t, a, "Baa Atoll"); !contains(got, "Anhenunfushi") {
			t.Errorf("GET /api/atolls: Baa Atoll islands %v, want the new island Anhenunfushi", got)
		}

		a.Stop(t)
		b := apptest.Start(t, cfg)
		if _, got := getSettings(t, b, b.AdminCookie(t)); !reflect.DeepEqual(got, want) {
			t.Errorf("GET after a restart:\ngot  %v\nwant %v", got, want)
		}
	})
}

func TestSaveWithoutTelegramKeepsTheStoredOne(t *testing.T) {
	t.Parallel()
	a, admin := apptest.StartAsAdmin(t, dbtest.Config(t, "sqlite"))
	tg := object{"enabled": true, "botToken": "42:abc", "chatIds": "12345", "actions": true}
	if status, got := put(t, a, admin, set(readDefaults(t), "telegram", tg)); status != http.StatusOK {
		t.Fatalf("first PUT: got %d %v", status, got)
	}
	next := without(set(readDefaults(t), "hero.title", "New title"), "telegram")
	status, saved := put(t, a, admin, next)
	if status != http.StatusOK {
		t.Fatalf("PUT without telegram: got %d %v", status, saved)
	}
	if !reflect.DeepEqual(saved["telegram"], tg) {
		t.Errorf("telegram after a PUT without it: got %v, want the stored %v", saved["telegram"], tg)
	}
	if hero := saved["hero"].(object); hero["title"] != "New title" {
		t.Errorf("hero.title: got %v, want New title", hero["title"])
	}
}

func TestInvalidSettingsAreRefusedAndNothingIsStored(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, cfg)
		_, before := getSettings(t, a, admin)

		for _, tc := range []struct {
			name    string
			path    string
			value   any    // set at path, or
			missing bool   // path left out
			field   string // where the message is, when not at path
			msg     string
		}{
			{name: "splash duration of the wrong type", path: "branding.splashDuration", value: "fast", msg: settings.MsgSplashDuration},
			{name: "splash duration too short", path: "branding.splashDuration", value: 450, msg: settings.MsgSplashDuration},
			{name: "splash duration too long", path: "branding.splashDuration", value: 5001, msg: settings.MsgSplashDuration},
			{name: "splash duration off the step", path: "branding.splashDuration", value: 2050, msg: settings.MsgSplashDuration},
			{name: "splash duration with a fraction", path: "branding.splashDuration", value: 2000.5, msg: settings.MsgSplashDuration},
			{name: "negative flat fee", path: "delivery.flatFeeMvr", value: -1, msg: settings.MsgFee},
			{name: "flat fee with three decimals", path: "delivery.flatFeeMvr", value: 50.125, msg: settings.MsgFeeDecimals},
			{name: "negative atoll fee", path: "delivery.perAtollFees", value: object{"Baa Atoll": -5}, field: "delivery.perAtollFees.Baa Atoll", msg: settings.MsgFee},
			{name: "atoll fee of the wrong type", path: "delivery.perAtollFees", value: object{"Baa Atoll": "100"}, field: "delivery.perAtollFees.Baa Atoll", msg: settings.MsgFee},
			{name: "javascript: button link", path: "hero.buttonLink", value: "javascript:alert(1)", msg: settings.MsgHTTPURLOrPath},
			{name: "javascript: footer link", path: "footer.facebookUrl", value: "javascript:alert(1)", msg: settings.MsgHTTPURL},
			{name: "data: logo", path: "branding.logoUrl", value: "data:image/svg+xml,<svg onload=alert(1)>", msg: settings.MsgHTTPURLOrPath},
			{name: "protocol-relative hero image", path: "hero.imageUrl", value: "//evil.example/x.png", msg: settings.MsgHTTPURLOrPath},
			{name: "a path where only URLs go", path: "contact.whatsappUrl", value: "/whatsapp", msg: settings.MsgHTTPURL},
			{name: "announcement link with a scheme in disguise", path: "announcement.link", value: "java\tscript:alert(1)", msg: settings.MsgHTTPURLOrPath},
			{name: "chat ids with a word", path: "telegram", value: object{"enabled": true, "botToken": "1:a", "chatIds": "12345, hello"}, field: "telegram.chatIds", msg: settings.MsgChatIDs},
			{name: "chat ids with an empty entry", path: "telegram", value: object{"enabled": false, "botToken": "", "chatIds": "123,,456"}, field: "telegram.chatIds", msg: settings.MsgChatIDs},
			{name: "unknown announcement type", path: "announcement.type", value: "urgent", msg: settings.MsgAnnouncementType},
			{name: "duplicate island", path: "geo.atolls", value: []any{object{"name": "Laamu Atoll", "islands": []any{"Gan", "Gan"}}}, field: "geo.atolls[0].islands[1]", msg: "This island is already in this atoll"},
			{name: "text too long", path: "hero.subtitle", value: strings.Repeat("x", 2001), msg: "Must be at most 2000 characters"},
			{name: "unknown field", path: "branding.speed", value: 3, msg: "Unknown field"},
			{name: "missing section", path: "hero", missing: true, msg: "This field is required"},
			{name: "missing field", path: "bank.accountNumber", missing: true, msg: "This field is required"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				body := clone(t, before)
				if tc.missing {
					without(body, tc.path)
				} else {
					set(body, tc.path, tc.value)
				}
				field := cmp.Or(tc.field, tc.path)
				status, got := put(t, a, admin, body)
				if status != http.StatusUnprocessableEntity {
					t.Fatalf("got %d %v, want 422", status, got)
				}
				fields, _ := got["fields"].(object)
				if fields[field] != tc.msg {
					t.Errorf("fields[%q]: got %v, want %q (all: %v)", field, fields[field], tc.msg, fields)
				}
				if got["error"] == "" {
					t.Error("empty error message")
				}
				if _, after := getSettings(t, a, admin); !reflect.DeepEqual(after, before) {
					t.Errorf("the stored settings changed after a refused PUT")
				}
			})
		}

		t.Run("broken JSON is 400", func(t *testing.T) {
			status, got := put(t, a, admin, `{"bank":`)
			if status != http.StatusBadRequest {
				t.Errorf("got %d %v, want 400", status, got)
			}
		})
		t.Run("every problem at once", func(t *testing.T) {
			body := set(set(clone(t, before), "branding.splashDuration", 1), "delivery.flatFeeMvr", 1.234)
			_, got := put(t, a, admin, body)
			fields, _ := got["fields"].(object)
			if fields["branding.splashDuration"] == nil || fields["delivery.flatFeeMvr"] == nil {
				t.Errorf("fields: got %v, want both the splash duration and the fee", fields)
			}
		})
	})
}

func TestPutSettingsNeedsTheAdminFromThisSite(t *testing.T) {
	t.Parallel()
	a, admin := apptest.StartAsAdmin(t, dbtest.Config(t, "sqlite"))
	body, err := json.Marshal(readDefaults(t))
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		header http.Header
		want   int
	}{
		{"no session", http.Header{"Content-Type": {"application/json"}}, http.StatusUnauthorized},
		{"session, foreign Origin", withHeader(apptest.AsAdmin(admin), "Origin", "https://evil.example"), http.StatusForbidden},
		{"session, cross-site fetch", withHeader(apptest.AsAdmin(admin), "Sec-Fetch-Site", "cross-site"), http.StatusForbidden},
		{"session, same Origin", withHeader(apptest.AsAdmin(admin), "Origin", "http://"+u.Host), http.StatusOK},
	} {
		res := a.Do(t, http.MethodPut, "/api/settings", tc.header, strings.NewReader(string(body)))
		if res.StatusCode != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, res.StatusCode, tc.want)
		}
	}
}

func withHeader(h http.Header, k, v string) http.Header {
	h.Set(k, v)
	return h
}

func TestAtollsAreTheDefaultsInOrder(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"))
	res := a.Get(t, "/api/atolls")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/atolls: got %d, want 200", res.StatusCode)
	}
	var got []any
	if err := json.NewDecoder(res.Body).Decode(&got); err != nil {
		t.Fatal(err)
	}
	want := readDefaults(t)["geo"].(object)["atolls"]
	if !reflect.DeepEqual(got, want) {
		t.Errorf("GET /api/atolls:\ngot  %v\nwant %v", got, want)
	}
}

func islandsOf(t *testing.T, a *apptest.App, atoll string) []string {
	t.Helper()
	var atolls []struct {
		Name    string   `json:"name"`
		Islands []string `json:"islands"`
	}
	if err := json.NewDecoder(a.Get(t, "/api/atolls").Body).Decode(&atolls); err != nil {
		t.Fatal(err)
	}
	for _, at := range atolls {
		if at.Name == atoll {
			return at.Islands
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestIndexCarriesThePublicSettingsNeverTheBotToken(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		var bootstrap spa.Bootstrap
		a := apptest.Start(t, cfg, fx.Populate(&bootstrap))
		const token = "123456789:AAHsecretBotTokenDoNotLeak_42"
		body := set(readDefaults(t), "telegram", object{"enabled": true, "botToken": token, "chatIds": "-1001234567890"})
		body = set(body, "announcement.message", "Eid hours: open until midnight </script><b>")
		if status, got := put(t, a, a.AdminCookie(t), body); status != http.StatusOK {
			t.Fatalf("PUT /api/settings: got %d %v, want 200", status, got)
		}

		doc, err := bootstrap(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(doc), "AAHsecret") || strings.Contains(string(doc), "telegram") {
			t.Errorf("the bootstrap document leaks the Telegram settings: %s", doc)
		}
		if strings.Contains(string(doc), "</script>") {
			t.Errorf("the bootstrap document could end its script element: %s", doc)
		}
		var got struct {
			Settings object `json:"settings"`
		}
		if err := json.Unmarshal(doc, &got); err != nil {
			t.Fatal(err)
		}
		_, stranger := getSettings(t, a, "")
		if !reflect.DeepEqual(got.Settings, stranger) {
			t.Errorf("bootstrap settings:\ngot  %v\nwant what a stranger's GET /api/settings answers: %v", got.Settings, stranger)
		}
	})
}

func TestLowStockThresholdIsCheckedAndKept(t *testing.T) {
	t.Parallel()
	a, admin := apptest.StartAsAdmin(t, dbtest.Config(t, "sqlite"))
	for _, bad := range []any{-1, 1001, 2.5, "3"} {
		status, got := put(t, a, admin, set(readDefaults(t), "inventory", object{"lowStockThreshold": bad}))
		fields, _ := got["fields"].(object)
		if status != http.StatusUnprocessableEntity || fields["inventory.lowStockThreshold"] != settings.MsgLowStock {
			t.Errorf("threshold %v: got %d %v, want 422 %q", bad, status, got, settings.MsgLowStock)
		}
	}
	if status, got := put(t, a, admin, set(readDefaults(t), "inventory", object{"lowStockThreshold": 5})); status != http.StatusOK {
		t.Fatalf("threshold 5: got %d %v", status, got)
	}
	// A client that does not know the section leaves it as stored.
	status, saved := put(t, a, admin, without(readDefaults(t), "inventory"))
	if status != http.StatusOK {
		t.Fatalf("PUT without inventory: got %d %v", status, saved)
	}
	if got := saved["inventory"].(object)["lowStockThreshold"]; got != float64(5) {
		t.Errorf("threshold after a PUT without it: got %v, want 5", got)
	}
}

func TestOrderLimitsAreCheckedAndKept(t *testing.T) {
	t.Parallel()
	a, admin := apptest.StartAsAdmin(t, dbtest.Config(t, "sqlite"))
	limits := func(line, order, phone, days any) object {
		return object{"maxUnitsPerLine": line, "maxUnitsPerOrder": order, "maxOpenUnitsPerPhone": phone, "cancelUnconfirmedCodAfterDays": days}
	}
	for _, p := range []struct {
		body       object
		field, msg string
	}{
		{limits(0, 30, 60, 0), "orderLimits.maxUnitsPerLine", settings.MsgMaxUnits},
		{limits(10, 10001, 60, 0), "orderLimits.maxUnitsPerOrder", settings.MsgMaxUnits},
		{limits(10, 30, 2.5, 0), "orderLimits.maxOpenUnitsPerPhone", settings.MsgMaxUnits},
		{limits(10, 30, 60, -1), "orderLimits.cancelUnconfirmedCodAfterDays", settings.MsgCancelDays},
		{limits(10, 30, 60, 366), "orderLimits.cancelUnconfirmedCodAfterDays", settings.MsgCancelDays},
	} {
		status, got := put(t, a, admin, set(readDefaults(t), "orderLimits", p.body))
		fields, _ := got["fields"].(object)
		if status != http.StatusUnprocessableEntity || fields[p.field] != p.msg {
			t.Errorf("%v: got %d %v, want 422 %s %q", p.body, status, got, p.field, p.msg)
		}
	}
	if status, got := put(t, a, admin, set(readDefaults(t), "orderLimits", limits(5, 12, 20, 3))); status != http.StatusOK {
		t.Fatalf("limits 5/12/20/3: got %d %v", status, got)
	}
	// A client that does not know the section leaves it as stored.
	status, saved := put(t, a, admin, without(readDefaults(t), "orderLimits"))
	if status != http.StatusOK {
		t.Fatalf("PUT without orderLimits: got %d %v", status, saved)
	}
	if got := saved["orderLimits"]; !reflect.DeepEqual(got, limits(5.0, 12.0, 20.0, 3.0)) {
		t.Errorf("limits after a PUT without them: got %v, want 5/12/20/3", got)
	}
}
