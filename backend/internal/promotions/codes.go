package promotions

import "dhoni/internal/platform/fault"

// The codes of the discount codes' messages, the admin's and the checkout's.
func init() {
	fault.Register(
		fault.Message{Code: "discount_code_invalid", Text: MsgCode},
		fault.Message{Code: "discount_kind_required", Text: MsgKind},
		fault.Message{Code: "discount_percent_invalid", Text: MsgPercent},
		fault.Message{Code: "discount_amount_invalid", Text: MsgAmount},
		fault.Message{Code: "discount_nothing_off", Text: MsgNothingOff},
		fault.Message{Code: "discount_min_subtotal_negative", Text: MsgMinSubtotal},
		fault.Message{Code: "end_before_start", Text: MsgUntilBefore},
		fault.Message{Code: "discount_scope_required", Text: MsgScope},
		fault.Message{Code: "discount_categories_required", Text: MsgNoCategories},
		fault.Message{Code: "discount_category_gone", Text: MsgUnknownCat},
		fault.Message{Code: "discount_uses_negative", Text: MsgUses},
		fault.Message{Code: "discount_code_taken", Text: MsgDuplicateCode},
		fault.Message{Code: "discount_code_not_found", Text: MsgCodeNotFound},
		fault.Message{Code: "discount_code_unknown", Text: MsgUnknown},
		fault.Message{Code: "discount_code_expired", Text: MsgExpired},
		fault.Message{Code: "discount_code_used_up", Text: MsgUsedUp},
		fault.Message{Code: "discount_code_used_up_by_phone", Text: MsgUsedUpByPhone},
		fault.Message{Code: "discount_code_other_products", Text: MsgOtherProducts},
		fault.Message{Code: "discount_code_clothing_only", Text: MsgOnlyClothing},
		fault.Message{Code: "discount_code_appliances_only", Text: MsgOnlyAppliance},
		fault.Message{Code: "discount_code_not_yet", Text: "This code can be used from {from}."},
		fault.Printf("discount_code_below_minimum", "This code is for orders of %s or more.", "minimum"),
	)
}
