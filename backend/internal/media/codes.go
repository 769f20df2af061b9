package media

import "dhoni/internal/platform/fault"

// The codes of the uploads' messages.
func init() {
	fault.Register(
		fault.Message{Code: "file_too_large", Text: MsgFileTooLarge},
		fault.Message{Code: "file_type_invalid", Text: MsgInvalidFileType},
		fault.Message{Code: "image_type_invalid", Text: MsgInvalidImageType},
		fault.Message{Code: "image_too_many_pixels", Text: MsgImageTooLarge},
		fault.Message{Code: "image_too_heavy", Text: MsgImageTooHeavy},
		fault.Message{Code: "slip_not_found", Text: MsgSlipNotFound},
		fault.Message{Code: "not_found", Text: MsgNotFound},
		fault.Message{Code: "slips_full", Text: MsgSlipsFull},
		fault.Message{Code: "file_already_held", Text: "file already held"},
		fault.Message{Code: "upload_purpose_invalid", Text: MsgInvalidPurpose},
		fault.Message{Code: "check_upload", Text: "Please check the upload."},
	)
}
