package database

import "gorm.io/gorm"

// Children reads the rows of a child table whose column col is one of keys,
// in the order given, grouped by the key each row belongs to: the lines or
// the history of a page of records in one query, not one per record.
func Children[R any, K comparable](db *gorm.DB, col string, keys []K, order string, key func(R) K) (map[K][]R, error) {
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
