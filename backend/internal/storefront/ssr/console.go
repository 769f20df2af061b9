package ssr

import (
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"
	"go.uber.org/zap"

	"dhoni/internal/platform/logging"
)

// consoleLength bounds a message as logged.
const consoleLength = 300

// console takes what the app's code writes with console.error and
// console.warn during a render (React's errors and warnings) to the
// server's log: once a minute per message, with how many times it came
// meanwhile (logging.Repeats). Only the first argument is kept, which for
// React is its message pattern: its substitutions, and whatever else was
// passed, are left out. A render sees only the shop's public catalogue and
// settings, never a customer's.
type console struct {
	repeats *logging.Repeats
}

func newConsole(log *zap.Logger) *console {
	return &console{repeats: logging.NewRepeats(log.Named("render"), time.Now)}
}

// attach replaces the prelude's silent console.error and console.warn of vm.
func (c *console) attach(vm *goja.Runtime) error {
	obj := vm.Get("console").ToObject(vm)
	for level, what := range map[string]string{"error": "the page's render logged an error", "warn": "the page's render logged a warning"} {
		if err := obj.Set(level, func(call goja.FunctionCall) goja.Value {
			msg := firstArgument(call)
			c.repeats.Warn(what, msg, zap.String("message", msg))
			return goja.Undefined()
		}); err != nil {
			return err
		}
	}
	return nil
}

// firstArgument is a console call's first argument as text (an Error's
// message, a string as it is), cut to consoleLength bytes.
func firstArgument(call goja.FunctionCall) string {
	arg := call.Argument(0)
	msg := ""
	if obj, ok := arg.(*goja.Object); ok {
		if m := obj.Get("message"); m != nil && !goja.IsUndefined(m) {
			msg = m.String()
		}
	}
	if msg == "" && !goja.IsUndefined(arg) {
		msg = arg.String()
	}
	if len(msg) <= consoleLength {
		return msg
	}
	cut := consoleLength
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return msg[:cut] + "…"
}
