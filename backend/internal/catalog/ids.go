package catalog

import (
	"crypto/rand"
	"strconv"
	"strings"
	"time"
)

// Id prefixes kept from the specification: products, clothing categories and
// appliance ("accessories") categories.
const (
	ProductIDPrefix             = "prod-"
	ClothingCategoryIDPrefix    = "cat-"
	AccessoriesCategoryIDPrefix = "acc-cat-"
)

// NewID makes an id: the prefix, the time in base 36 (like the
// specification's timestamps, so ids still sort roughly by age) and ten random
// characters (50 bits), so servers creating at the same millisecond never
// collide.
func NewID(prefix string, now time.Time) string {
	return prefix + strconv.FormatInt(now.UnixMilli(), 36) + "-" + strings.ToLower(rand.Text()[:10])
}

// CategoryIDPrefix is the id prefix of a category of the shop type.
func CategoryIDPrefix(t ShopType) string {
	if t == Accessories {
		return AccessoriesCategoryIDPrefix
	}
	return ClothingCategoryIDPrefix
}
