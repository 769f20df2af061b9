package payments

import "dhoni/internal/platform/fault"

// The codes of online payment's messages.
func init() {
	fault.Register(
		fault.Message{Code: "payment_application_id_required", Text: MsgApplicationID},
		fault.Message{Code: "payment_api_key_required", Text: MsgAPIKey},
		fault.Message{Code: "payment_environment_invalid", Text: MsgEnvironment},
		fault.Message{Code: "payment_hold_minutes_invalid", Text: MsgHoldMinutes},
		fault.Message{Code: "online_payment_off", Text: MsgOnlineOff},
		fault.Message{Code: "not_awaiting_payment", Text: MsgNotAwaiting},
		fault.Message{Code: "bank_unavailable", Text: MsgBankDown},
		fault.Message{Code: "signature_invalid", Text: ErrSignature.Message},
	)
}
