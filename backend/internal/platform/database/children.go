package database

import "gorm.io/gorm"

// Keys are the key of each row, in order: the parents whose Children to
// read.
func Keys[R any, K comparable](rows []R, key func(R) K) []K {
	out := make([]K, len(rows))
	for i, r := range rows {
		out[i] = key(r)
	}
	return out
}

// Children reads the rows of a child table whose column col is one of keys,
// in the order given, grouped by the key each row belongs to: the lines or
// the history of a page of records in one query, not one per record, and
// none for an empty page.
func Children[R any, K comparable](db *gorm.DB, col string, keys []K, order string, key func(R) K) (map[K][]R, error) {
	if len(keys) == 0 {
		return map[K][]R{}, nil
	}
	var rows []R
	if err := db.Where(col+" IN ?", keys).Order(order).Find(&rows).Error; err != nil {
		return nil, err
	}
	of := make(map[K][]R, len(keys))
	for _, r := range rows {
		of[key(r)] = append(of[key(r)], r)
	}
	return of, nil
}
