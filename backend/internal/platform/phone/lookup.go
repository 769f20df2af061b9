package phone

import "dhoni/internal/platform/fault"

// MsgLookup answers a look-up form whose phone is not a valid number.
const MsgLookup = "Please enter a valid Maldives phone number"

// CheckLookup checks a customer's look-up form, a record's number and the
// phone it was given with (orders and tailoring requests are found this
// way): an empty number is missing under numberField, an invalid phone is
// MsgLookup under "phone", both reported at once as a fault.Invalid.
func CheckLookup(numberField, number, missing, phoneNumber string) error {
	bad := fault.Problems{}
	if number == "" {
		bad.Add(numberField, missing)
	}
	if !Valid(phoneNumber) {
		bad.Add("phone", MsgLookup)
	}
	return bad.Err()
}
