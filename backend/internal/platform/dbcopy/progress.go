package dbcopy

import (
	"fmt"
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
)

// bars draws a progress bar per table and one for the files on a terminal
// (Options.Progress); elsewhere it draws nothing and the summary lines the
// command prints are the record.
type bars struct {
	w io.Writer
}

// bar is one running progress bar; add is safe to call without a terminal.
type bar struct {
	pb *progressbar.ProgressBar
}

// start begins a bar counting unit ("rows", "tables"; "bytes" shows sizes).
func (b bars) start(description string, total int64, unit string) *bar {
	if b.w == nil {
		return &bar{}
	}
	opts := []progressbar.Option{
		progressbar.OptionSetWriter(b.w),
		progressbar.OptionSetDescription(fmt.Sprintf("%-28s", description)),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100 * time.Millisecond),
		progressbar.OptionSetPredictTime(false),
		progressbar.OptionClearOnFinish(),
	}
	if unit == "bytes" {
		opts = append(opts, progressbar.OptionShowBytes(true))
	} else {
		opts = append(opts, progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString(unit))
	}
	return &bar{pb: progressbar.NewOptions64(total, opts...)}
}

func (b *bar) add(n int64) {
	if b.pb != nil {
		_ = b.pb.Add64(n)
	}
}

func (b *bar) finish() {
	if b.pb != nil {
		_ = b.pb.Finish()
	}
}
