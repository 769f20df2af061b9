package gormstore

import (
	"context"
	"database/sql/driver"
	"strings"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/platform/coalesce"
)

// newVersionReads reads the versions of concurrent lookups together
// (PostgreSQL): one statement for the order numbers asked while the
// previous one ran, each lookup's version read after it asked
// (platform/coalesce), so a change committed before the lookup arrived, on
// any replica, is always seen (decision 144).
func newVersionReads(db *gorm.DB) *coalesce.Batches[string, string] {
	return coalesce.New(4, 1000, 10*time.Second, func(ctx context.Context, numbers []string) (map[string]string, error) {
		var rows []struct{ OrderNumber, Version string }
		err := db.WithContext(ctx).
			Raw("SELECT order_number, xmin::text AS version FROM orders WHERE order_number = ANY(?::text[])", textArray(numbers)).
			Scan(&rows).Error
		versions := make(map[string]string, len(rows))
		for _, row := range rows {
			versions[row.OrderNumber] = row.Version
		}
		return versions, err
	})
}

// textArray is a PostgreSQL text[] parameter: one statement text for any
// number of elements (GORM would spell a slice out as a list).
type textArray []string

// Value implements driver.Valuer: the array literal, every element quoted.
func (a textArray) Value() (driver.Value, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, s := range a {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(arrayEscaper.Replace(s))
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String(), nil
}

var arrayEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)
