package tailoring

import "dhoni/internal/platform/fault"

// The codes of the tailoring request's messages.
func init() {
	fault.Register(
		fault.Message{Code: "phone_invalid", Text: MsgPhone},
		fault.Message{Code: "tailor_description_short", Text: MsgDescription},
		fault.Message{Code: "measurement_required", Text: MsgMeasurement},
		fault.Message{Code: "item_type_required", Text: MsgItemType},
		fault.Message{Code: "tailor_kind_required", Text: MsgKind},
		fault.Message{Code: "unit_required", Text: MsgUnit},
		fault.Message{Code: "too_many_design_files", Text: MsgTooManyFiles},
		fault.Message{Code: "design_file_taken", Text: MsgFileTaken},
		fault.Message{Code: "design_file_not_found", Text: MsgFileNotFound},
		fault.Message{Code: "request_number_required", Text: MsgRequestNumberRequired},
		fault.Message{Code: "request_track_not_found", Text: MsgTrackNotFound},
		fault.Message{Code: "request_not_found", Text: MsgNotFound},
		fault.Message{Code: "price_positive", Text: MsgPrice},
		fault.Message{Code: "tailor_status_required", Text: MsgStatus},
		fault.Message{Code: "quote_needs_price", Text: MsgQuoteNoPrice},
		fault.Message{Code: "tailor_price_locked", Text: MsgPriceLocked},
		fault.Message{Code: "tailor_item_not_ready", Text: MsgNotOrderable},
		fault.Message{Code: "tailor_item_ordered", Text: MsgAlreadyOrdered},
		fault.Message{Code: "tailor_item_gone", Text: MsgItemGone},
		fault.Message{Code: "measurement_range_in", Text: MsgMeasurementRange(Inches)},
		fault.Message{Code: "measurement_range_cm", Text: MsgMeasurementRange(Centimetres)},
		fault.Message{Code: "measurement_unknown", Text: "Unknown measurement"},
	)
}
