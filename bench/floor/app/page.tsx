export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest App Router page this Next.js and React can export.</p>
    </main>
  );
}
