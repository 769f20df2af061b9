package fault

// Problems collects a message per field path while a domain checks input,
// keeping the first message of each field, so every problem is reported
// at once.
type Problems map[string]string

// Add records msg for field unless it already has one.
func (p Problems) Add(field, msg string) {
	if _, ok := p[field]; !ok {
		p[field] = msg
	}
}

// Err is nil without problems, else an Invalid error (422). Its message is
// the one problem's own when there is one (or when all are the same), else
// MsgCheckFields.
func (p Problems) Err() error {
	if len(p) == 0 {
		return nil
	}
	msg := ""
	for _, m := range p {
		if msg != "" && m != msg {
			msg = MsgCheckFields
			break
		}
		msg = m
	}
	return InvalidFields(msg, map[string]string(p))
}
