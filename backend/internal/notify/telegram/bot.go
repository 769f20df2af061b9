package telegram

import (
	"context"
	"net/http"
	"time"
)

// The part of the Bot API that lets the owner act on orders from the chat:
// messages with inline buttons, the updates those buttons produce (long
// polling with getUpdates, or a webhook), answering a button and editing the
// message it sits under.

// Button is an inline keyboard button whose press comes back as a callback
// query carrying Data.
type Button struct {
	Text string `json:"text"`
	Data string `json:"callback_data"`
}

// Keyboard is rows of buttons.
type Keyboard [][]Button

type replyMarkup struct {
	InlineKeyboard Keyboard `json:"inline_keyboard"`
}

// Chat is where a message is.
type Chat struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Username string `json:"username"`
}

// User is who pressed a button.
type User struct {
	ID        int64  `json:"id"`
	Username  string `json:"username"`
	FirstName string `json:"first_name"`
}

// Message is the part of a message the callbacks need.
type Message struct {
	MessageID int64  `json:"message_id"`
	Chat      Chat   `json:"chat"`
	Text      string `json:"text"`
}

// CallbackQuery is a button press.
type CallbackQuery struct {
	ID      string   `json:"id"`
	From    User     `json:"from"`
	Message *Message `json:"message"`
	Data    string   `json:"data"`
}

// Update is one event from Telegram; only button presses are asked for.
type Update struct {
	UpdateID      int64          `json:"update_id"`
	CallbackQuery *CallbackQuery `json:"callback_query"`
}

// SendMessageWithButtons is SendMessage with an inline keyboard under the
// message.
func (c *Client) SendMessageWithButtons(ctx context.Context, token, chatID, text string, kb Keyboard) error {
	return c.call(ctx, c.http, token, "sendMessage", map[string]any{
		"chat_id": chatID, "text": text, "parse_mode": "Markdown", "reply_markup": replyMarkup{kb},
	}, nil)
}

// GetUpdates long-polls for button presses after offset, waiting up to wait
// for one to come.
func (c *Client) GetUpdates(ctx context.Context, token string, offset int64, wait time.Duration) ([]Update, error) {
	hc := &http.Client{Timeout: wait + c.http.Timeout}
	var out []Update
	err := c.call(ctx, hc, token, "getUpdates", map[string]any{
		"offset": offset, "timeout": int(wait / time.Second), "allowed_updates": []string{"callback_query"},
	}, &out)
	return out, err
}

// AnswerCallbackQuery shows text to whoever pressed the button.
func (c *Client) AnswerCallbackQuery(ctx context.Context, token, id, text string) error {
	return c.call(ctx, c.http, token, "answerCallbackQuery", map[string]any{"callback_query_id": id, "text": text}, nil)
}

// EditMessageText replaces a message's text (plain, no Markdown) and its
// buttons (none when kb is empty).
func (c *Client) EditMessageText(ctx context.Context, token string, chatID, messageID int64, text string, kb Keyboard) error {
	if kb == nil {
		kb = Keyboard{}
	}
	return c.call(ctx, c.http, token, "editMessageText", map[string]any{
		"chat_id": chatID, "message_id": messageID, "text": text, "reply_markup": replyMarkup{kb},
	}, nil)
}

// SetWebhook asks Telegram to post button presses to url with the secret in
// the X-Telegram-Bot-Api-Secret-Token header.
func (c *Client) SetWebhook(ctx context.Context, token, url, secret string) error {
	return c.call(ctx, c.http, token, "setWebhook", map[string]any{
		"url": url, "secret_token": secret, "allowed_updates": []string{"callback_query"},
	}, nil)
}

// DeleteWebhook goes back to getUpdates.
func (c *Client) DeleteWebhook(ctx context.Context, token string) error {
	return c.call(ctx, c.http, token, "deleteWebhook", map[string]any{}, nil)
}
