package httpapi

// The handlers' answers, for the black-box tests to read them with (their
// shape is checked against docs/openapi.yaml).
type (
	StatusJSON   = statusAnswer
	StartJSON    = startAnswer
	SettingsJSON = settingsAnswer
)
