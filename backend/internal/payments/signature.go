package payments

import (
	"crypto/md5"  //nolint:gosec // the bank's md5 sign method, not a choice of ours
	"crypto/sha1" //nolint:gosec // the bank's sha1 sign method, not a choice of ours
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"strconv"
)

// The bank's checksum covers only the amount and the currency with the API
// key: it shows a webhook was made by someone who has the key, nothing more,
// so a webhook is only ever a reason to re-read the transaction.

func signed(amount int64, currency, apiKey string) []byte {
	return []byte("amount=" + strconv.FormatInt(amount, 10) + "&currency=" + currency + "&apiKey=" + apiKey)
}

// Sign is the sha1 signature: lowercase hex of SHA-1 over
// "amount=<amount>&currency=<currency>&apiKey=<key>".
func Sign(amount int64, currency, apiKey string) string {
	sum := sha1.Sum(signed(amount, currency, apiKey)) //nolint:gosec // the bank's scheme
	return hex.EncodeToString(sum[:])
}

// SignMD5 is the md5 signature: base64 of the MD5 digest of the same string.
func SignMD5(amount int64, currency, apiKey string) string {
	sum := md5.Sum(signed(amount, currency, apiKey)) //nolint:gosec // the bank's scheme
	return base64.StdEncoding.EncodeToString(sum[:])
}

// SignatureMatches compares got, in constant time, with both of the bank's
// signatures of amount and currency under apiKey.
func SignatureMatches(got string, amount int64, currency, apiKey string) bool {
	sha := subtle.ConstantTimeCompare([]byte(got), []byte(Sign(amount, currency, apiKey)))
	md := subtle.ConstantTimeCompare([]byte(got), []byte(SignMD5(amount, currency, apiKey)))
	return sha|md == 1
}
