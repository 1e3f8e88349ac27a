export default function Page() {
  return <div className="pt-24">cookie-policy</div>;
}
