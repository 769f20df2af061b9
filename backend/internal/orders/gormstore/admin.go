package gormstore

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"dhoni/internal/orders"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/phone"
)

type eventRow struct {
	ID          int64     `gorm:"column:id;primaryKey"`
	OrderNumber string    `gorm:"column:order_number"`
	Who         string    `gorm:"column:who"`
	Field       string    `gorm:"column:field"`
	From        string    `gorm:"column:from_value"`
	To          string    `gorm:"column:to_value"`
	At          time.Time `gorm:"column:at"`
}

func (eventRow) TableName() string { return "order_events" }

// List implements orders.Store: one query for the page (on the created_at
// index), one for the count, and one each for the lines and the histories
// of the whole page. The count is skipped when f.After is set.
func (s *Store) List(ctx context.Context, f orders.ListFilter) (orders.Page, error) {
	db := database.Conn(ctx, s.db)
	look, err := lookUp(db, f.Query, s.commonTerm)
	if err != nil {
		return orders.Page{}, err
	}
	scan := func() *gorm.DB { return database.Filtered(db, &orderRow{}, string(f.Status), f.Query, matches) }
	var page orders.Page
	if f.After == nil {
		if page.Total, page.Capped, err = s.count(db, scan, look, f); err != nil {
			return orders.Page{}, fmt.Errorf("count orders: %w", err)
		}
	}
	where := scan
	if look.indexed() && look.candidates < s.commonTerm && f.After == nil && !page.Capped {
		// Few found: read them through the index rather than walk every
		// order for them.
		where = func() *gorm.DB {
			return scan().Where("order_number IN (SELECT order_number FROM orders_search WHERE orders_search MATCH ?)", look.match)
		}
	}
	q := where()
	if f.Query != "" && f.After == nil && !page.Capped && page.Total <= fewFound {
		// A search that found few orders reads them all, then sorts them.
		// Else the planner may walk the list's order until a page's worth
		// turn up, which for a customer's few orders, all at one end of
		// the list or fewer than a page, is every order (PostgreSQL: 3.3 s
		// for a phone's thousand orders among a million). The LIMIT, above
		// what was counted, keeps the subquery apart (decision 247).
		q = db.Table("(?) AS orders", where().Limit(2*fewFound))
	}
	q = q.Order("created_at DESC, order_number DESC").Limit(f.PerPage)
	if a := f.After; a != nil {
		at := a.CreatedAt.UTC()
		// The bound on created_at alone comes first, so that the planner
		// seeks the index to the cursor: SQLite 3.53 scans the whole
		// index from the newest for the OR alone, which made each page of
		// the export read every order before it (3,600 orders a second
		// at a million; decision 253).
		q = q.Where("created_at <= ? AND (created_at < ? OR order_number < ?)", at, at, a.Number)
	} else {
		q = q.Offset((f.Page - 1) * f.PerPage)
	}
	var rows []orderRow
	if err := q.Find(&rows).Error; err != nil {
		return orders.Page{}, fmt.Errorf("list orders: %w", err)
	}
	numbers := database.Keys(rows, func(r orderRow) string { return r.OrderNumber })
	itemsOf, err := database.Children(db, "order_number", numbers, "order_number, position", func(it itemRow) string { return it.OrderNumber })
	if err != nil {
		return orders.Page{}, fmt.Errorf("list order items: %w", err)
	}
	historyOf, err := database.Children(db, "order_number", numbers, "order_number, position", func(h historyRow) string { return h.OrderNumber })
	if err != nil {
		return orders.Page{}, fmt.Errorf("list order histories: %w", err)
	}
	page.Orders = make([]*orders.Order, 0, len(rows))
	for _, r := range rows {
		o, err := toDomain(r, itemsOf[r.OrderNumber], historyOf[r.OrderNumber])
		if err != nil {
			return orders.Page{}, err
		}
		page.Orders = append(page.Orders, o)
	}
	return page, nil
}

// SearchCountCap is how many orders a search counts before the list says
// only that there are more (decision 251): counting every order a common
// term finds among a million reads a tenth of them or all.
const SearchCountCap = 10000

// count is how many orders match f, and whether it stopped short of them
// all. The lists without a search count exactly: the owner sees her
// orders' total, and each status's. A search counts up to the cap, or to
// the end of the page asked for when that is further, so that a page past
// the cap still says there are more when there are.
func (s *Store) count(db *gorm.DB, scan func() *gorm.DB, look lookup, f orders.ListFilter) (int, bool, error) {
	var n int64
	if f.Query == "" {
		if db.Dialector.Name() == "postgres" {
			n, err := keptCount(db, string(f.Status))
			return int(n), false, err
		}
		err := scan().Count(&n).Error
		return int(n), false, err
	}
	limit := max(s.countCap, f.Page*f.PerPage)
	capped := func(q *gorm.DB) (int, bool, error) {
		err := db.Table("(?) AS found", q.Select("1").Limit(limit+1)).Count(&n).Error
		if n > int64(limit) {
			return limit, true, err
		}
		return int(n), false, err
	}
	if !look.indexed() {
		return capped(scan())
	}
	if look.exact && f.Status == "" && (look.candidates < s.commonTerm || look.candidates > limit) {
		// The index found exactly the orders matches finds, and counted
		// them (or more than the cap) already.
		if look.candidates > limit {
			return limit, true, nil
		}
		return look.candidates, false, nil
	}
	// On SQLite the count is driven by the trigram index: each order it
	// finds is read by its number and kept when matches says so, and the
	// count stops at the cap (decision 253: 7 to 70 ms where the
	// scan took up to 0.7 s, a common term's matches being where the scan
	// reaches them last). A term the index finds in commonTerm orders or
	// more (a common one) may be one whose end is common and whose whole is rare ("zz
	// customer": 4 s through the index, 0.8 s by the scan): the index is
	// then given a budget of orders to read, and the scan counts when the
	// budget did not reach the cap.
	candidates := "SELECT order_number AS found FROM orders_search WHERE orders_search MATCH ?"
	if look.candidates >= s.commonTerm {
		candidates += fmt.Sprintf(" LIMIT %d", 4*(limit+1))
	}
	through := db.Table("("+candidates+") AS s CROSS JOIN orders ON orders.order_number = s.found", look.match)
	if f.Status != "" {
		through = through.Where("status = ?", string(f.Status))
	}
	total, more, err := capped(through.Where(matches(db, f.Query)))
	if err != nil || more || look.candidates < s.commonTerm {
		return total, more, err
	}
	return capped(scan())
}

// keptCount is how many orders have status, or all orders when status is
// "", from the counts PostgreSQL keeps (migration 00013, decision 259):
// the sum of the rows each change added. When they are many they are
// folded into one a status, in one statement that deletes the rows it
// sums, so a change committed meanwhile keeps its own row and two folds
// at once each fold what the other did not.
func keptCount(db *gorm.DB, status string) (int64, error) {
	var counts []struct {
		Status       string
		Orders, Rows int64
	}
	err := db.Raw("SELECT status, sum(orders) AS orders, count(*) AS rows FROM order_counts GROUP BY status").Scan(&counts).Error
	if err != nil {
		return 0, err
	}
	var n, rows int64
	for _, c := range counts {
		if status == "" || c.Status == status {
			n += c.Orders
		}
		rows += c.Rows
	}
	if rows > foldAfter {
		err = db.Exec(`WITH gone AS (DELETE FROM order_counts RETURNING status, orders)
			INSERT INTO order_counts (status, orders) SELECT status, sum(orders) FROM gone GROUP BY status`).Error
	}
	return n, err
}

// KeptTables are the tables PostgreSQL's migrations make and keep from
// the orders by triggers (00013): SQLite has none, and `dhoni copy-data`
// leaves their rows to the triggers.
var KeptTables = []string{"order_counts"}

// foldAfter is how many rows of counts the list reads before it folds
// them: a few hundred changes since the last fold, read in well under a
// millisecond.
const foldAfter = 256

// fewFound is how many orders a search may find for its page to be read
// from all of them, sorted, rather than by walking the list's order: with
// more, spread over the years, a page's worth turns up soon in the walk
// (11,000 orders of a name among a million: 30 ms walked, 190 ms sorted).
const fewFound = 5000

// lookup is what the trigram index says of a search's text on SQLite
// (migration 00011, decision 247): its FTS5 query, and how many orders it
// finds, up to the store's commonTerm (twice the cap; 20,000), read in a
// few milliseconds. No query: not SQLite, no text, or text the
// index cannot look up (under three characters, a NUL).
type lookup struct {
	match      string
	candidates int
	// exact: the index finds just the orders matches finds, no more. So
	// for ASCII text of five characters at most: its whole is looked up
	// (tail), and the index folds the case of ASCII as LOWER does (five
	// digits of a phone: 83 ms to count 10,000 orders by reading each,
	// 3 ms without).
	exact bool
}

func (l lookup) indexed() bool { return l.match != "" }

// lookUp asks the index how many orders it finds for text. Its case
// folding is Unicode's, SQLite's LOWER only ASCII's, so it finds a
// superset of what matches finds; matches then decides, so the orders
// found are those a scan finds.
func lookUp(db *gorm.DB, text string, common int) (lookup, error) {
	match, ok := indexQuery(text)
	if !ok || db.Dialector.Name() != "sqlite" {
		return lookup{}, nil
	}
	_, phone := phoneTerm(text)
	l := lookup{match: match, exact: len(text) <= 5 && ascii(text) && !phone}
	err := db.Raw("SELECT count(*) FROM (SELECT 1 FROM orders_search WHERE orders_search MATCH ? LIMIT ?)", match, common).Scan(&l.candidates).Error
	if err != nil {
		return lookup{}, fmt.Errorf("look up %q in the orders' search index: %w", text, err)
	}
	return l, nil
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// matches is text in the order number or the customer's name, any case, or
// in the phone (phoneTerm).
func matches(db *gorm.DB, text string) *gorm.DB {
	cond := database.ContainsAny(db, text, "order_number", "customer_name")
	switch term, exact := phoneTerm(text); {
	case exact:
		return cond.Or("customer_phone = ?", term)
	case term != "":
		return cond.Or("customer_phone LIKE ?", "%"+term+"%")
	}
	return cond
}

// phoneTerm is what the phone is compared with: the normalised phone,
// exactly, when text is a phone number; else the digits of text, anywhere,
// when it looks like part of one; else nothing.
func phoneTerm(text string) (term string, exact bool) {
	if phone.Valid(text) {
		return phone.Normalize(text), true
	}
	if digits, ok := phoneDigits(text); ok {
		return digits, false
	}
	return "", false
}

// indexQuery is the FTS5 query of the trigram index that finds every order
// matches finds, and perhaps a few more: the end of the lowered text
// (tail) in the number or the name, or the end of the phone term in the
// phone. Each is a quoted phrase, so NEAR, *, AND and column names in it
// are only text. The index finds nothing for a phrase under three
// characters, and FTS5 reads a NUL as the query's end: then there is no
// query.
func indexQuery(text string) (string, bool) {
	lower := strings.ToLower(text)
	if utf8.RuneCountInString(lower) < 3 || strings.ContainsRune(lower, 0) {
		return "", false
	}
	q := "{order_number customer_name} : " + phrase(tail(lower))
	if term, _ := phoneTerm(text); term != "" {
		q += " OR customer_phone : " + phrase(tail(term))
	}
	return q, true
}

// tail is the end of s, five characters at most (three trigrams): the end
// of a term is where it is most its own (a name after a common given name,
// a number's random part, a phone's last digits), and each trigram more
// costs the index a walk through the orders holding it ("customer"'s are
// in every order of the bench).
func tail(s string) string {
	r := []rune(s)
	return string(r[max(0, len(r)-5):])
}

// phrase is s as an FTS5 string: in double quotes, each of its own doubled.
func phrase(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// phoneDigits returns the digits of s when s looks like part of a phone
// number: three digits or more, and only digits, spaces, "+" and "-".
func phoneDigits(s string) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '+' || r == '-':
		default:
			return "", false
		}
	}
	return b.String(), b.Len() >= 3
}

// Events implements orders.Store.
func (s *Store) Events(ctx context.Context, number string) ([]orders.Event, error) {
	var rows []eventRow
	if err := database.Conn(ctx, s.db).Where("order_number = ?", number).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("load events of %s: %w", number, err)
	}
	out := make([]orders.Event, len(rows))
	for i, r := range rows {
		out[i] = orders.Event{Who: r.Who, Field: r.Field, From: r.From, To: r.To, At: r.At.UTC()}
	}
	return out, nil
}

func insertEvents(tx *gorm.DB, number string, events []orders.Event) error {
	if len(events) == 0 {
		return nil
	}
	rows := make([]eventRow, len(events))
	for i, e := range events {
		rows[i] = eventRow{OrderNumber: number, Who: e.Who, Field: e.Field, From: e.From, To: e.To, At: e.At.UTC()}
	}
	return tx.Create(&rows).Error
}

// Delete implements orders.Store. The lines, history and events go with the
// order (ON DELETE CASCADE).
func (s *Store) Delete(ctx context.Context, number string) error {
	res := database.Conn(ctx, s.db).Where("order_number = ?", number).Delete(&orderRow{})
	if res.Error != nil {
		return fmt.Errorf("delete order %s: %w", number, res.Error)
	}
	if res.RowsAffected == 0 {
		return orders.ErrNotFound
	}
	s.committed(ctx)
	return nil
}

// OpenUnits implements orders.Store. Open orders are few beside the
// delivered ones, so the status index finds them.
func (s *Store) OpenUnits(ctx context.Context, customerPhone string) (int, error) {
	var n int64
	err := database.Conn(ctx, s.db).Raw(`SELECT COALESCE(SUM(i.quantity), 0) FROM orders o
		JOIN order_items i ON i.order_number = o.order_number
		WHERE o.status IN ? AND o.payment_status = ? AND o.customer_phone = ?`,
		[]string{string(orders.Pending), string(orders.Processing), string(orders.Shipped)},
		string(orders.Unpaid), customerPhone).Scan(&n).Error
	if err != nil {
		return 0, fmt.Errorf("count open units: %w", err)
	}
	return int(n), nil
}

// UnconfirmedCOD implements orders.Store. Pending orders are few beside the
// delivered ones, so the status index (status, created_at) finds them.
func (s *Store) UnconfirmedCOD(ctx context.Context, before time.Time, limit int) ([]string, error) {
	var numbers []string
	err := database.Conn(ctx, s.db).Model(&orderRow{}).
		Where("status = ? AND payment_method = ? AND payment_status = ? AND created_at < ?",
			string(orders.Pending), string(orders.CashOnDelivery), string(orders.Unpaid), before.UTC()).
		Order("created_at, order_number").Limit(limit).Pluck("order_number", &numbers).Error
	if err != nil {
		return nil, fmt.Errorf("find unconfirmed cash on delivery orders: %w", err)
	}
	return numbers, nil
}
