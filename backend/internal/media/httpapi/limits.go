package httpapi

import "time"

// Slip uploads allowed per client in a window: a customer needs one or two
// per order, a script filling the disk needs many more.
const (
	MaxSlipUploads    = 10
	SlipUploadsWindow = 10 * time.Minute
)
