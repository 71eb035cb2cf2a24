import { useState, type FormEvent, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { Bold, CodeXml, Heading1, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Redo2, Strikethrough, TextQuote, Undo2 } from 'lucide-react'
import { Modal } from '../../../components/modal'

interface RichTextEditorProps {
  /** The HTML the editor starts from; later changes of this prop are ignored. */
  initialHtml: string
  onChange(html: string): void
  labelId: string
}

/** Tiptap with the formatting the server keeps: headings, marks, lists, links, images by URL, code blocks and quotes. */
export function RichTextEditor({ initialHtml, onChange, labelId }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: 'page-prose page-editor-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-testid': 'page-editor',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  })

  return (
    <div className="page-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className="page-editor-scroll" />
    </div>
  )
}

type Dialog = 'link' | 'image' | null

function Toolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<Dialog>(null)
  // Only these flags re-render the toolbar, not every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      code: e.isActive('codeBlock'),
      quote: e.isActive('blockquote'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  })
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => fn(editor.chain().focus()).run()

  return (
    <div className="page-editor-toolbar" role="toolbar" aria-label="Formatting">
      <Tool label="Heading 1" active={state.h1} onClick={() => run((c) => c.toggleHeading({ level: 1 }))} icon={<Heading1 />} />
      <Tool label="Heading 2" active={state.h2} onClick={() => run((c) => c.toggleHeading({ level: 2 }))} icon={<Heading2 />} />
      <Tool label="Heading 3" active={state.h3} onClick={() => run((c) => c.toggleHeading({ level: 3 }))} icon={<Heading3 />} />
      <span className="page-editor-sep" aria-hidden="true" />
      <Tool label="Bold" active={state.bold} onClick={() => run((c) => c.toggleBold())} icon={<Bold />} />
      <Tool label="Italic" active={state.italic} onClick={() => run((c) => c.toggleItalic())} icon={<Italic />} />
      <Tool label="Strikethrough" active={state.strike} onClick={() => run((c) => c.toggleStrike())} icon={<Strikethrough />} />
      <span className="page-editor-sep" aria-hidden="true" />
      <Tool label="Bullet list" active={state.bullet} onClick={() => run((c) => c.toggleBulletList())} icon={<List />} />
      <Tool label="Numbered list" active={state.ordered} onClick={() => run((c) => c.toggleOrderedList())} icon={<ListOrdered />} />
      <span className="page-editor-sep" aria-hidden="true" />
      <Tool label="Link" active={state.link} onClick={() => setDialog('link')} icon={<Link2 />} />
      <Tool label="Image" onClick={() => setDialog('image')} icon={<ImagePlus />} />
      <Tool label="Code block" active={state.code} onClick={() => run((c) => c.toggleCodeBlock())} icon={<CodeXml />} />
      <Tool label="Quote" active={state.quote} onClick={() => run((c) => c.toggleBlockquote())} icon={<TextQuote />} />
      <span className="page-editor-sep" aria-hidden="true" />
      <Tool label="Undo" disabled={!state.undo} onClick={() => run((c) => c.undo())} icon={<Undo2 />} />
      <Tool label="Redo" disabled={!state.redo} onClick={() => run((c) => c.redo())} icon={<Redo2 />} />

      {dialog === 'link' && <LinkDialog editor={editor} onClose={() => setDialog(null)} />}
      {dialog === 'image' && <ImageDialog editor={editor} onClose={() => setDialog(null)} />}
    </div>
  )
}

function Tool({ label, icon, active, disabled, onClick }: { label: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      className="icon-btn page-editor-tool"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </button>
  )
}

/** A bare address becomes https; only http(s), mailto and same-site paths are accepted, as the server keeps no others. */
function linkHref(input: string): string | null {
  const value = input.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return /^(https?:\/\/|mailto:)/i.test(value) ? value : null
  return `https://${value}`
}

function UrlDialog(props: {
  title: string
  label: string
  initial?: string
  hint: string
  extra?: ReactNode
  onSubmit(value: string): string | null
  onRemove?(): void
  onClose(): void
}) {
  const [value, setValue] = useState(props.initial ?? '')
  const [error, setError] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    // The portal leaves the DOM, not React's tree: unstopped, this submit would also reach the page form.
    e.stopPropagation()
    const problem = props.onSubmit(value)
    if (problem) setError(problem)
    else props.onClose()
  }
  return (
    <Modal title={props.title} size="sm" onClose={props.onClose}>
      <form className="page-url-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>{props.label}</span>
          <input
            value={value}
            data-autofocus
            inputMode="url"
            spellCheck={false}
            placeholder={props.hint}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        {props.extra}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="page-url-actions">
          {props.onRemove && (
            <button type="button" className="btn" onClick={props.onRemove}>
              Remove link
            </button>
          )}
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
        </div>
      </form>
    </Modal>
  )
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const current = editor.getAttributes('link').href as string | undefined
  return (
    <UrlDialog
      title={current ? 'Edit link' : 'Add link'}
      label="Link address"
      hint="https://example.org"
      initial={current}
      onClose={onClose}
      onRemove={
        current
          ? () => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run()
              onClose()
            }
          : undefined
      }
      onSubmit={(input) => {
        const href = linkHref(input)
        if (!href) return 'Enter a web address (http or https), a mail address or a path on this site.'
        const chain = editor.chain().focus().extendMarkRange('link')
        // With nothing selected the address itself becomes the link text.
        if (editor.state.selection.empty && !current)
          chain.insertContent({ type: 'text', text: input.trim(), marks: [{ type: 'link', attrs: { href } }] }).run()
        else chain.setLink({ href }).run()
        return null
      }}
    />
  )
}

function ImageDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const [alt, setAlt] = useState('')
  return (
    <UrlDialog
      title="Add image"
      label="Image address"
      hint="https://example.org/picture.png"
      onClose={onClose}
      extra={
        <label className="field">
          <span>Description (alt text)</span>
          <input value={alt} onChange={(e) => setAlt(e.target.value)} />
        </label>
      }
      onSubmit={(input) => {
        const src = input.trim()
        if (!/^https?:\/\/\S+$/i.test(src)) return 'Enter an image address starting with http:// or https://.'
        editor
          .chain()
          .focus()
          .setImage({ src, alt: alt.trim() || undefined })
          .run()
        return null
      }}
    />
  )
}
