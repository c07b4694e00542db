import Foundation

/// WCAG 2's relative luminance and contrast ratio, measured on a picture:
/// how legible a row's text is against the row's background.
extension PNGImage.RGB {
    /// WCAG's relative luminance, 0 (black) to 1 (white).
    var luminance: Double {
        func linear(_ value: Int) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG's contrast ratio of this colour against `other`, 1 to 21.
    func contrastRatio(to other: PNGImage.RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

extension PNGImage {
    /// The commonest colour in `region` (x, y, width, height): a row's background.
    func background(in region: (x: Int, y: Int, width: Int, height: Int)) -> RGB {
        var counts: [Int: Int] = [:]
        for y in region.y..<region.y + region.height {
            for x in region.x..<region.x + region.width {
                let pixel = self.pixel(x, y)
                counts[pixel.r << 16 | pixel.g << 8 | pixel.b, default: 0] += 1
            }
        }
        let value = counts.max { $0.value < $1.value }?.key ?? 0
        return RGB(r: value >> 16, g: value >> 8 & 0xff, b: value & 0xff)
    }

    /// The contrast ratio of the text in `region` to its background: the
    /// background is the commonest colour, the text the pixel whose
    /// luminance lies farthest from it (a glyph's fully covered pixels).
    func textContrast(in region: (x: Int, y: Int, width: Int, height: Int)) -> (ratio: Double, text: RGB, background: RGB) {
        let background = self.background(in: region)
        var text = background
        for y in region.y..<region.y + region.height {
            for x in region.x..<region.x + region.width {
                let pixel = self.pixel(x, y)
                if abs(pixel.luminance - background.luminance) > abs(text.luminance - background.luminance) {
                    text = pixel
                }
            }
        }
        return (text.contrastRatio(to: background), text, background)
    }
}
