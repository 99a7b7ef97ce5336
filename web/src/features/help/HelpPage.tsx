export default function HelpPage() {
  return <div>TODO</div>;
}
