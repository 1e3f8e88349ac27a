export default function Page() {
  return <div className="pt-24">privacy</div>;
}
