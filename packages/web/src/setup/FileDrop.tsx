/** A file input that also takes a file dropped on it; hands over the file's text. */
import { useState } from 'preact/hooks';

export function FileDrop(props: {
  testid: string;
  accept: string;
  label: string;
  onText(text: string, name: string): void;
}) {
  const [over, setOver] = useState(false);
  const [name, setName] = useState('');
  const take = async (f: File | undefined) => {
    if (!f) return;
    setName(f.name);
    props.onText(await f.text(), f.name);
  };
  return (
    <label
      class={`drop${over ? ' over' : ''}`}
      data-testid={`${props.testid}-drop`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void take(e.dataTransfer?.files[0]);
      }}
    >
      <span>{name ? `${name} (drop or pick another)` : props.label}</span>
      <input
        type="file"
        data-testid={props.testid}
        accept={props.accept}
        onChange={(e) => void take((e.target as HTMLInputElement).files?.[0])}
      />
    </label>
  );
}
