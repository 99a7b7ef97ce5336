export default function GdprGuidePage() {
  return <div>TODO</div>;
}
