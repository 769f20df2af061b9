package settings

import "dhoni/internal/platform/fault"

// The codes of the settings form's messages.
func init() {
	fault.Register(
		fault.Message{Code: "template_message_required", Text: MsgMessageRequired},
		fault.Message{Code: "template_message_markup", Text: MsgMessageMarkup},
		fault.Printf("template_message_too_long", "Message must be at most %d characters", "max"),
		fault.Printf("template_placeholder_unknown", "Unknown placeholder {%s}: use {name}, {order}, {total}, {tracking_link} or {shop}", "placeholder"),
		fault.Message{Code: "tin_invalid", Text: MsgTIN},
		fault.Message{Code: "tin_required", Text: MsgTINRequired},
		fault.Message{Code: "gst_rate_invalid", Text: MsgGSTRate},
		fault.Message{Code: "splash_duration_invalid", Text: MsgSplashDuration},
		fault.Message{Code: "fee_invalid", Text: MsgFee},
		fault.Message{Code: "fee_decimals", Text: MsgFeeDecimals},
		fault.Message{Code: "atoll_name_required", Text: MsgFeeAtollName},
		fault.Message{Code: "url_invalid", Text: MsgHTTPURL},
		fault.Message{Code: "url_or_path_invalid", Text: MsgHTTPURLOrPath},
		fault.Message{Code: "announcement_type_invalid", Text: MsgAnnouncementType},
		fault.Message{Code: "chat_ids_invalid", Text: MsgChatIDs},
		fault.Message{Code: "bot_token_invalid", Text: MsgBotToken},
		fault.Message{Code: "low_stock_invalid", Text: MsgLowStock},
		fault.Message{Code: "max_units_invalid", Text: MsgMaxUnits},
		fault.Message{Code: "cancel_days_invalid", Text: MsgCancelDays},
		fault.Message{Code: "island_name_required", Text: MsgFeeIslandName},
		fault.Message{Code: "free_delivery_threshold_invalid", Text: MsgThreshold},
		fault.Message{Code: "free_delivery_shop_invalid", Text: MsgThresholdShop},
		fault.Message{Code: "override_id_invalid", Text: MsgOverrideID},
		fault.Printf("too_many_overrides", "At most %d corrected texts", "max"),
	)
}
