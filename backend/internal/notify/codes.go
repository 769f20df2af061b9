package notify

import "dhoni/internal/platform/fault"

// The codes of the admin's Telegram settings messages (what Telegram
// itself is sent stays English and has none).
func init() {
	fault.Register(
		fault.Message{Code: "telegram_not_configured", Text: MsgTestNotConfigured},
		fault.Message{Code: "bot_token_required", Text: MsgBotTokenRequired},
		fault.Message{Code: "chat_ids_required", Text: MsgChatIDsRequired},
		fault.Message{Code: "chat_id_invalid", Text: MsgNotAChatID},
		fault.Message{Code: "telegram_unreachable", Text: MsgTelegramUnreachable},
		fault.Message{Code: "telegram_alerts_off", Text: MsgAlertsOff},
		fault.Message{Code: "not_from_telegram", Text: "Not from Telegram"},
	)
}
