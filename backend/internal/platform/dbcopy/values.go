package dbcopy

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"math"
	"strconv"
	"strings"
	"time"
)

// kind is how a column's values are carried and compared, from the type
// PostgreSQL gives the column once migrated (SQLite's declared types say
// little: a BOOLEAN there is an integer, a DATETIME text or a time).
type kind int

const (
	kindText kind = iota
	kindInt
	kindBool
	kindTime
	kindJSON
	kindFloat
	kindBytes
)

// kindOf maps a PostgreSQL udt_name to a kind. A type not named here is
// carried as text, which PostgreSQL parses (and the checksum compares as
// text on both sides).
func kindOf(udt string) kind {
	switch udt {
	case "int2", "int4", "int8":
		return kindInt
	case "bool":
		return kindBool
	case "timestamptz", "timestamp":
		return kindTime
	case "json", "jsonb":
		return kindJSON
	case "float4", "float8":
		return kindFloat
	case "bytea":
		return kindBytes
	}
	return kindText
}

// timeLayouts are the ways a time may be written in a SQLite column: the
// driver's own (Go's time with its offset), RFC 3339, and the same without
// a zone (taken as UTC).
var timeLayouts = []string{
	"2006-01-02 15:04:05.999999999-07:00",
	"2006-01-02 15:04:05.999999999 -0700 MST",
	time.RFC3339Nano,
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02",
}

// convert turns a value read from either database into the Go value the
// target column takes, normalised: times in UTC to the microsecond
// (PostgreSQL keeps no finer), booleans from SQLite's 0 and 1, integers
// from whatever SQLite stored.
func convert(k kind, v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	if b, ok := v.([]byte); ok && k != kindBytes {
		v = string(b)
	}
	switch k {
	case kindInt:
		return toInt(v)
	case kindBool:
		switch x := v.(type) {
		case bool:
			return x, nil
		case int64:
			return x != 0, nil
		case string:
			switch strings.ToLower(x) {
			case "1", "t", "true":
				return true, nil
			case "0", "f", "false":
				return false, nil
			}
		}
	case kindTime:
		switch x := v.(type) {
		case time.Time:
			return x.UTC().Round(time.Microsecond), nil
		case string:
			for _, layout := range timeLayouts {
				if t, err := time.Parse(layout, x); err == nil {
					return t.UTC().Round(time.Microsecond), nil
				}
			}
		}
	case kindFloat:
		switch x := v.(type) {
		case float64:
			return x, nil
		case float32:
			return float64(x), nil
		case int64:
			return float64(x), nil
		case string:
			return strconv.ParseFloat(x, 64)
		}
	case kindBytes:
		switch x := v.(type) {
		case []byte:
			return x, nil
		case string:
			return []byte(x), nil
		}
	case kindJSON, kindText:
		switch x := v.(type) {
		case string:
			return x, nil
		case int64:
			return strconv.FormatInt(x, 10), nil
		case float64:
			return strconv.FormatFloat(x, 'g', -1, 64), nil
		case bool:
			return strconv.FormatBool(x), nil
		case time.Time:
			return x.UTC().Format(time.RFC3339Nano), nil
		}
	}
	return nil, fmt.Errorf("value %v (%T) does not fit", v, v)
}

func toInt(v any) (any, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case int32:
		return int64(x), nil
	case int16:
		return int64(x), nil
	case int:
		return int64(x), nil
	case bool:
		if x {
			return int64(1), nil
		}
		return int64(0), nil
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1<<53 {
			return int64(x), nil
		}
	case string:
		return strconv.ParseInt(strings.TrimSpace(x), 10, 64)
	}
	return nil, fmt.Errorf("value %v (%T) is not a whole number", v, v)
}

// canonical writes a converted value the same way whichever database it
// came from: JSON is re-encoded with sorted keys (PostgreSQL's jsonb
// reorders them and changes spacing), times in UTC to the microsecond.
func canonical(k kind, v any) (string, error) {
	switch x := v.(type) {
	case int64:
		return strconv.FormatInt(x, 10), nil
	case bool:
		if x {
			return "t", nil
		}
		return "f", nil
	case time.Time:
		return x.UTC().Format("2006-01-02T15:04:05.000000Z"), nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	case []byte:
		return string(x), nil
	case string:
		if k == kindJSON {
			return canonicalJSON(x)
		}
		return x, nil
	}
	return "", fmt.Errorf("value %v (%T) has no canonical form", v, v)
}

func canonicalJSON(s string) (string, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return "", fmt.Errorf("not JSON: %w", err)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// checksum hashes a table's rows in key order: each value as a marker
// (NULL or not), its length and its canonical bytes, so no two different
// rows can run together into the same stream.
type checksum struct {
	h    hash.Hash
	rows int64
	buf  [binary.MaxVarintLen64]byte
}

func newChecksum() *checksum { return &checksum{h: sha256.New()} }

// add hashes one row of converted values.
func (c *checksum) add(kinds []kind, row []any) error {
	for i, v := range row {
		if v == nil {
			c.h.Write([]byte{0})
			continue
		}
		s, err := canonical(kinds[i], v)
		if err != nil {
			return err
		}
		c.h.Write([]byte{1})
		n := binary.PutUvarint(c.buf[:], uint64(len(s)))
		c.h.Write(c.buf[:n])
		c.h.Write([]byte(s))
	}
	c.rows++
	return nil
}

func (c *checksum) sum() string { return hex.EncodeToString(c.h.Sum(nil)) }
