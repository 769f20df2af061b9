package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "check_upload", Text: MsgCheckUpload},
		fault.Message{Code: "choose_file", Text: MsgChooseFile},
		fault.Message{Code: "slip_required", Text: MsgSlipRequired},
		fault.Message{Code: "one_file_at_a_time", Text: MsgOneFile},
		fault.Message{Code: "upload_unreadable", Text: MsgUnreadable},
		fault.Message{Code: "too_many_uploads", Text: MsgTooManyUploads},
		fault.Message{Code: "upload_quota_reached", Text: MsgTooManyMegabytes},
		fault.Message{Code: "not_logged_in", Text: MsgNotLoggedIn},
	)
}
