// XML answers (QNAP's CGI API) read as the text of each element by its name, in document order.

/** Every element's text (CDATA included) by element name: '<a><b>1</b><b>2</b></a>' → { b: ['1', '2'], a: ['12'] }. */
export async function xmlTexts(xml: string): Promise<Record<string, string[]>> {
  const { Parser } = await import('htmlparser2')
  const texts: Record<string, string[]> = {}
  const open: Array<{ name: string; text: string }> = []
  const parser = new Parser(
    {
      onopentag: (name) => void open.push({ name, text: '' }),
      ontext(text) {
        for (const element of open) element.text += text
      },
      onclosetag() {
        const element = open.pop()
        if (!element) return
        texts[element.name] ??= []
        texts[element.name]!.push(element.text.trim())
      },
    },
    { xmlMode: true, recognizeCDATA: true, decodeEntities: true },
  )
  parser.end(xml)
  return texts
}
