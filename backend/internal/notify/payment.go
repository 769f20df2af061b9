package notify

import (
	"context"
	"fmt"

	"dhoni/internal/platform/money"
)

// PaymentText is the alert of an online payment: the order paid, or a
// payment the owner must refund (a second payment, or one for a cancelled
// order), with the bank's transaction id.
func PaymentText(number, transactionID string, amount money.Laari, refund bool) string {
	e := EscapeMarkdown
	if refund {
		return fmt.Sprintf("⚠️ *Order %s was paid online again* (%s, transaction %s). Please refund this payment in the bank's portal.",
			e(number), e(money.Format(amount)), e(transactionID))
	}
	return fmt.Sprintf("✅ *Order %s paid online* (%s, transaction %s).", e(number), e(money.Format(amount)), e(transactionID))
}

// PaymentReceived queues the alert of an online payment in the
// payment's transaction, and wakes the worker once that has committed.
func (s *Service) PaymentReceived(ctx context.Context, number, transactionID string, amount money.Laari, refund bool) error {
	m := Message{OrderNumber: number, Text: PaymentText(number, transactionID, amount, refund), CreatedAt: s.now()}
	if err := s.outbox.Add(ctx, m); err != nil {
		return fmt.Errorf("queue the payment alert of %s: %w", number, err)
	}
	s.afterCommit(ctx, s.Wake)
	return nil
}
