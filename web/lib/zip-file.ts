/** A picked file that says it is a ZIP, by its name or its type (the server checks the content). */
export const isZipFile = (file: File) => /\.zip$/i.test(file.name) || /zip/.test(file.type)
