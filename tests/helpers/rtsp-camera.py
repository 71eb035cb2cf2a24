# A test camera: GStreamer's RTSP server on 127.0.0.1 serving a test pattern at /cam (argv: port [codec [WxH]]).
import sys
import gi

gi.require_version('Gst', '1.0')
gi.require_version('GstRtspServer', '1.0')
from gi.repository import Gst, GstRtspServer, GLib

Gst.init(None)
port = sys.argv[1]
codec = sys.argv[2] if len(sys.argv) > 2 else 'h264'
width, height = (sys.argv[3] if len(sys.argv) > 3 else '320x240').split('x')
source = f'videotestsrc is-live=true ! video/x-raw,width={width},height={height},framerate=15/1'
if codec == 'h264':
    pipeline = f'( {source} ! x264enc tune=zerolatency speed-preset=ultrafast key-int-max=15 ! rtph264pay name=pay0 pt=96 )'
else:
    # VP8, not H.264: the relay has to transcode it.
    pipeline = f'( {source} ! vp8enc deadline=1 keyframe-max-dist=15 ! rtpvp8pay name=pay0 pt=96 )'
server = GstRtspServer.RTSPServer()
server.set_address('127.0.0.1')
server.set_service(port)
factory = GstRtspServer.RTSPMediaFactory()
factory.set_launch(pipeline)
factory.set_shared(True)
server.get_mount_points().add_factory('/cam', factory)
server.attach(None)
print('ready', flush=True)
GLib.MainLoop().run()
