/** The settings' on-off control: a checkbox that says it is a switch, drawn as one (settings.css). */
export function Switch(props: { label: string; on: boolean; disabled?: boolean; set(on: boolean): void }) {
  return (
    <label className="wpnc__setting">
      <span>{props.label}</span>
      <input type="checkbox" role="switch" className="wpnc__switch" checked={props.on} disabled={props.disabled} onChange={(event) => props.set(event.currentTarget.checked)} />
    </label>
  );
}
