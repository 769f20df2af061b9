// Where a category's tile leads (decision 021): a clothing category to its
// listing, /categories/{slug}; an appliance category to the appliances
// listing with it chosen. The spec's /shop/{slug} and /accessories/{slug} are
// product pages, where a category slug would read "Product not found".

export function clothingCategoryPath(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}

export function applianceCategoryPath(slug: string): string {
  return `/accessories?${new URLSearchParams({ category: slug }).toString()}`;
}
