export const metadata = { title: 'Floor', description: 'The smallest App Router page, the benchmark baseline.' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
