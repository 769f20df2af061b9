// The admin's Geography section. Its screen is built in its own work; the shell
// shows the section's name above it meanwhile.
export default function GeographySection() {
  return null;
}
