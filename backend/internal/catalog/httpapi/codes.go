package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "must_be_number_0_or_more", Text: msgPrice0},
		fault.Message{Code: "must_be_whole_number_1_or_more", Text: msgPage},
		fault.Message{Code: "sort_invalid", Text: msgSort},
		fault.Message{Code: "shop_type_invalid", Text: msgShopType},
		fault.Message{Code: "must_be_bool", Text: msgBool},
		fault.Message{Code: "too_many_values", Text: msgListValues},
		fault.Message{Code: "sale_start_invalid", Text: msgSaleStart},
		fault.Message{Code: "sale_end_invalid", Text: msgSaleEnd},
		fault.Message{Code: "price_positive", Text: msgPrice},
		fault.Message{Code: "sale_price_positive", Text: msgSalePrice},
		fault.Message{Code: "stock_positive", Text: msgStock},
	)
}
