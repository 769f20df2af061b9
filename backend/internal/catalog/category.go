package catalog

import (
	"fmt"
	"strings"

	"dhoni/internal/platform/textcheck"
)

// The specification's category messages, and our own where it has none.
const (
	msgCategoryName     = "Please enter a category name"
	msgNoAccessoriesTop = "No parent \"Accessories\" category found. Please contact your administrator to set up the parent category first."
	msgParentMissing    = "Parent category not found"
	msgParentShop       = "The parent category belongs to the other shop"
	msgParentNotTop     = "Subcategories can only be added under a top-level category"
	msgParentSelf       = "A category cannot be its own parent"
	msgHasChildren      = "A category with subcategories cannot become a subcategory"
	msgPosition         = "Must be a whole number of 0 or more"
	msgCategoryImage    = "The image must be an uploaded picture or an http(s) link"
)

// AccessoriesRootName is the name the top-level appliances category is made
// with; every other appliance category sits under it.
const AccessoriesRootName = "Accessories"

// CategoryDetails is what the owner edits about a category.
type CategoryDetails struct {
	Name string
	// NameDV is the optional Dhivehi name.
	NameDV   string
	ImageURL string
	// ParentID is empty for a top-level category. An appliance category with
	// none goes under the top-level Accessories category.
	ParentID string
	ShopType ShopType
	// Position orders categories; nil means last for a new category and
	// unchanged for an edited one.
	Position *int
}

// Category groups products of one shop. Categories have two levels: top-level
// ("Clothing", "Accessories") and their subcategories.
type Category struct {
	id       string
	name     string
	nameDV   string
	slug     string
	imageURL string
	parentID string
	shopType ShopType
	position int
}

// NewCategory makes a category under parent (nil for top level) at position
// unless the details give one. An appliance category can be top-level only
// while there is no top-level appliance category yet, and only as
// "Accessories": the service passes that category as parent otherwise.
func NewCategory(id, slug string, d CategoryDetails, parent *Category, position int) (*Category, error) {
	if id == "" || slug == "" {
		return nil, fmt.Errorf("new category needs an id and a slug")
	}
	var bad problems
	d = checkCategory(d, false, &bad)
	checkParent(d, parent, "", &bad)
	if parent == nil && d.ShopType == Accessories && !strings.EqualFold(d.Name, AccessoriesRootName) {
		bad.add("parent_id", msgNoAccessoriesTop)
	}
	if d.Position != nil {
		position = *d.Position
	}
	if err := bad.err(); err != nil {
		return nil, err
	}
	c := &Category{id: id, slug: slug, shopType: d.ShopType, position: position}
	c.apply(d, parent)
	return c, nil
}

// Edit changes the name, image, parent and (when given) position. The id,
// slug and shop type stay. hasChildren tells whether subcategories sit under
// this category: such a category stays top-level.
func (c *Category) Edit(d CategoryDetails, parent *Category, hasChildren bool) error {
	var bad problems
	d.ShopType = c.shopType
	d = checkCategory(d, false, &bad)
	checkParent(d, parent, c.id, &bad)
	if parent != nil && hasChildren {
		bad.add("parent_id", msgHasChildren)
	}
	if parent == nil && c.parentID != "" && c.shopType == Accessories {
		bad.add("parent_id", msgNoAccessoriesTop)
	}
	if err := bad.err(); err != nil {
		return err
	}
	if d.Position != nil {
		c.position = *d.Position
	}
	c.apply(d, parent)
	return nil
}

// Validate checks details as NewCategory would, except that the image may
// still be a data URL.
func (d CategoryDetails) Validate(parent *Category) error {
	var bad problems
	d = checkCategory(d, true, &bad)
	checkParent(d, parent, "", &bad)
	return bad.err()
}

// MoveTo sets the position (reordering).
func (c *Category) MoveTo(position int) error {
	if position < 0 {
		return fmt.Errorf("category position %d", position)
	}
	c.position = position
	return nil
}

func (c *Category) apply(d CategoryDetails, parent *Category) {
	c.name, c.nameDV, c.imageURL, c.parentID = d.Name, d.NameDV, d.ImageURL, ""
	if parent != nil {
		c.parentID = parent.id
	}
}

func checkCategory(d CategoryDetails, pendingImage bool, bad *problems) CategoryDetails {
	shop, err := ParseShopType(string(d.ShopType))
	if err != nil {
		bad.add("shop_type", "Must be one of clothing, accessories")
	}
	d.ShopType = shop
	d.Name = textcheck.Trim(d.Name)
	bad.length("name", d.Name, 1, 100, msgCategoryName, msgTooLong)
	d.NameDV = checkDhivehiName("name_dv", d.NameDV, 1, 100, msgCategoryName, msgTooLong, bad)
	d.ImageURL = strings.TrimSpace(d.ImageURL)
	if d.ImageURL != "" && !ValidImageURL(d.ImageURL) && !(pendingImage && IsDataURL(d.ImageURL)) {
		bad.add("image_url", msgCategoryImage)
	}
	if d.Position != nil && *d.Position < 0 {
		bad.add("position", msgPosition)
	}
	return d
}

func checkParent(d CategoryDetails, parent *Category, self string, bad *problems) {
	switch {
	case parent == nil && strings.TrimSpace(d.ParentID) != "":
		bad.add("parent_id", msgParentMissing)
	case parent == nil:
	case parent.id == self:
		bad.add("parent_id", msgParentSelf)
	case parent.shopType != d.ShopType:
		bad.add("parent_id", msgParentShop)
	case parent.parentID != "":
		bad.add("parent_id", msgParentNotTop)
	}
}

// UnmarshalCategoryFromDatabase restores a stored category.
func UnmarshalCategoryFromDatabase(id string, name Localized, slug, imageURL, parentID string, shop ShopType, position int) (*Category, error) {
	if id == "" || slug == "" {
		return nil, fmt.Errorf("stored category without id or slug")
	}
	if shop != Clothing && shop != Accessories {
		return nil, fmt.Errorf("stored category %s: unknown shop type %q", id, shop)
	}
	return &Category{id: id, name: name.EN, nameDV: name.DV, slug: slug, imageURL: imageURL, parentID: parentID, shopType: shop, position: position}, nil
}

func (c *Category) ID() string         { return c.id }
func (c *Category) Name() string       { return c.name }
func (c *Category) NameDV() string     { return c.nameDV }
func (c *Category) Slug() string       { return c.slug }
func (c *Category) ImageURL() string   { return c.imageURL }
func (c *Category) ParentID() string   { return c.parentID }
func (c *Category) ShopType() ShopType { return c.shopType }
func (c *Category) Position() int      { return c.position }

// TopLevel reports whether the category has no parent.
func (c *Category) TopLevel() bool { return c.parentID == "" }

// Placement is one category's new position in a reorder.
type Placement struct {
	ID       string
	Position int
}
